import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, PROFILE_SETUP_MESSAGES } from '#contract/accounts.ts';
import { AGENT_MESSAGES } from '#contract/agents.ts';
import { ATTACHMENT_MESSAGES, CONVERSATION_MESSAGES } from '#contract/conversations.ts';
import { SAVED_SEARCH_MESSAGES } from '#contract/saved-searches.ts';
import { AVATAR_MESSAGES } from '../../avatar.ts';
import { messageTime } from '../../message-time.ts';
import { en } from '../en.ts';
import { pl } from '../pl.ts';
import { translateMessage } from '../translate-message.ts';

describe('the account pages’ texts', () => {
  it('show the contract messages of messaging, agents, the profile and the avatar in Polish', () => {
    expect(translateMessage(pl, CONVERSATION_MESSAGES.sent)).toBe('Twoja wiadomość została wysłana.');
    expect(translateMessage(pl, CONVERSATION_MESSAGES.userBlocked)).toBe(pl.messages.conversation.userBlocked);
    expect(translateMessage(pl, ATTACHMENT_MESSAGES.tooMany)).toBe('Do wiadomości możesz dołączyć najwyżej 3 pliki');
    expect(translateMessage(pl, AGENT_MESSAGES.linkInvalid)).toBe(pl.messages.agent.linkInvalid);
    expect(translateMessage(pl, PROFILE_SETUP_MESSAGES.phoneRequired)).toBe('Podaj numer telefonu');
    expect(translateMessage(pl, PROFILE_MESSAGES.phoneLength)).toBe('Numer telefonu musi mieć od 7 do 15 cyfr');
    expect(translateMessage(pl, AVATAR_MESSAGES.size)).toBe('Wybierz obraz o rozmiarze do 10 MB');
    // English stays the contract's wording.
    expect(translateMessage(en, CONVERSATION_MESSAGES.sent)).toBe(CONVERSATION_MESSAGES.sent);
  });

  it('word the texts with names and counts in each language', () => {
    expect(en.accountPages.invitation.managesAll('Acme Lettings', 1, 0)).toContain('the 1 ad you have now (0 on');
    expect(pl.accountPages.invitation.managesAll('Acme Lettings', 3, 2)).toContain('3 ogłoszeniami, które masz teraz');
    expect(pl.accountPages.messages.attachHint(3)).toMatch(/^Najwyżej 3 obrazy /);
    expect(pl.accountPages.messages.attachHint(5)).toMatch(/^Najwyżej 5 obrazów /);
    expect(en.accountPages.alertsUnsubscribe.done('Flats in York')).toBe(
      SAVED_SEARCH_MESSAGES.unsubscribed('Flats in York'),
    );
    expect(pl.accountPages.alertsUnsubscribe.done('Mieszkania w Yorku')).toContain('„Mieszkania w Yorku”');
  });

  it('date messages in the visitor’s language, in UK time', () => {
    const iso = '2026-03-05T13:07:00Z';
    expect(messageTime(iso)).toBe('5 Mar, 13:07');
    expect(messageTime(iso, 'pl')).toBe('5 mar, 13:07');
  });
});
