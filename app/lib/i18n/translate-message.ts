// The API answers, and the contract's form checks give, their messages in English
// (contract/messages.ts and the like). The page shows such a message in the visitor's
// language by finding which contract message it is (its group and key, which do not
// change when the wording does) and taking that key's text from the visitor's
// dictionary. A text that is none of them (an unexpected server answer) is shown as it came.
import type { Dictionary } from './dictionary.ts';
import { en } from './en.ts';

type Groups = Dictionary['messages'];
type Address = { group: keyof Groups; key: string };

const addresses = new Map<string, Address>();
for (const [group, messages] of Object.entries(en.messages)) {
  for (const [key, text] of Object.entries(messages)) {
    if (typeof text === 'string') addresses.set(text, { group: group as keyof Groups, key });
  }
}

/** `text` in the language of `dictionary` when it is one of the contract's messages; otherwise `text`. */
export function translateMessage(dictionary: Dictionary, text: string): string {
  const address = addresses.get(text);
  if (!address) return text;
  const translated = (dictionary.messages[address.group] as Record<string, unknown>)[address.key];
  return typeof translated === 'string' ? translated : text;
}
