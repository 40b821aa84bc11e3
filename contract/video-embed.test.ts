import { describe, expect, it } from 'vitest';
import { videoEmbed } from './video-embed.ts';

describe('video embeds', () => {
  it('plays YouTube without cookies and Vimeo without tracking', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=42',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(videoEmbed(url)).toEqual({
        provider: 'YouTube',
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
      });
    }
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({
      provider: 'Vimeo',
      src: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    });
  });

  it('embeds nothing else', () => {
    for (const url of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'http://youtu.be/dQw4w9WgXcQ',
      'javascript:alert(1)',
    ]) {
      expect(videoEmbed(url)).toBeNull();
    }
  });
});
