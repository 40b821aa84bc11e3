import { describe, expect, it } from 'vitest';
import { sanitiseContentHtml } from './rich-text.ts';

describe('sanitiseContentHtml', () => {
  it('keeps formatting, headings and safe links', () => {
    expect(sanitiseContentHtml('<h2>Stamp duty</h2><p>Read <a href="https://www.gov.uk/">GOV.UK</a>.</p>')).toBe(
      '<h2>Stamp duty</h2><p>Read <a href="https://www.gov.uk/">GOV.UK</a>.</p>',
    );
  });

  it('drops scripts, event handlers, styles, frames, remote images and script links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><img src="https://tracker.example/p.gif"><iframe src="https://x.example"></iframe><a href="javascript:alert(1)">x</a>';
    const clean = sanitiseContentHtml(dirty);
    expect(clean).toBe('<p>Hi</p><a>x</a>');
  });
});
