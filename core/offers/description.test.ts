import { describe, expect, it } from 'vitest';
import { descriptionText, sanitiseDescription } from './description.ts';

describe('sanitiseDescription', () => {
  it('keeps the formatting a description needs', () => {
    const html =
      '<h3>Ground floor</h3><p>A <strong>bright</strong> <em>south-facing</em> lounge.</p><ul><li>Garden</li></ul>';
    expect(sanitiseDescription(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>Hi</p>', '<p>Hi</p>'],
    ['<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['<img src="https://tracker.example/pixel.gif" onerror="x()">', ''],
    ['<iframe src="https://evil.example"></iframe><p>Hi</p>', '<p>Hi</p>'],
    ['<p style="position:fixed">Hi</p>', '<p>Hi</p>'],
    ['<svg><script>alert(1)</script></svg><p>Hi</p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="nofollow ugc noopener noreferrer" target="_blank">x</a>'],
    ['<a href="//evil.example">x</a>', '<a rel="nofollow ugc noopener noreferrer" target="_blank">x</a>'],
    ['<form action="/api/x"><input name="a"></form><p>Hi</p>', '<p>Hi</p>'],
    ['<h1>Big</h1>', '<h3>Big</h3>'],
    ['<p>  </p><p>Text</p><p><br /></p>', '<p>Text</p>'],
  ])('cleans %s', (dirty, clean) => {
    expect(sanitiseDescription(dirty)).toBe(clean);
  });

  it('marks web links nofollow and opens them apart from the page', () => {
    expect(sanitiseDescription('<a href="https://school.example/ofsted" rel="opener" target="_self">Ofsted</a>')).toBe(
      '<a href="https://school.example/ofsted" rel="nofollow ugc noopener noreferrer" target="_blank">Ofsted</a>',
    );
  });

  it('escapes text that looks like markup', () => {
    expect(sanitiseDescription('3 < 4 & "quotes"')).toBe('3 &lt; 4 &amp; "quotes"');
  });
});

describe('descriptionText', () => {
  it('is the words without tags, spaces collapsed', () => {
    expect(descriptionText('<p>Two   bed</p>\n<ul><li>flat</li></ul><script>x</script>')).toBe('Two bed flat');
    expect(descriptionText('<p>3 &lt; 4 &amp; &quot;near&quot; the&nbsp;park</p>')).toBe('3 < 4 & "near" the park');
  });
});
