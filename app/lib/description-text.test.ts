import { describe, expect, it } from 'vitest';
import { sanitiseDescription } from '#core/offers/description.ts';
import { editableTextToHtml, htmlToEditableText } from './description-text.ts';

describe('description text', () => {
  it('makes paragraphs, line breaks, lists and bold, escaping everything else', () => {
    const text = 'A **bright** home.\nClose to <the> park.\n\n- Garden\n- Garage & drive\n\n\nEnd';
    expect(editableTextToHtml(text)).toBe(
      '<p>A <strong>bright</strong> home.<br>Close to &lt;the&gt; park.</p><ul><li>Garden</li><li>Garage &amp; drive</li></ul><p>End</p>',
    );
    expect(editableTextToHtml('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(editableTextToHtml('  \n \n')).toBe('');
  });

  it('turns what the server stored back into the same text', () => {
    const text = 'A **bright** home.\nClose to <the> park.\n\n- Garden\n- Garage & drive\n\nEnd';
    expect(htmlToEditableText(sanitiseDescription(editableTextToHtml(text)))).toBe(text);
    expect(htmlToEditableText('<h3>Rooms</h3><p>Two &amp; more</p>')).toBe('Rooms\n\nTwo & more');
  });
});
