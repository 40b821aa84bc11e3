// The embeddable player of an ad's video link: YouTube through its no-cookie domain,
// Vimeo with "do not track". Only these two (the links the ad form accepts).

export type VideoEmbed = { provider: 'YouTube' | 'Vimeo'; src: string };

const YOUTUBE =
  /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:.*&)?v=|shorts\/|embed\/)|youtu\.be\/)([\w-]{11})(?:[&?#/].*)?$/;
const VIMEO = /^https:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{6,12})(?:[/?#].*)?$/;

/** Where the players live: the page's Content-Security-Policy allows frames from these only. */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export function videoEmbed(url: string): VideoEmbed | null {
  const youtube = YOUTUBE.exec(url.trim());
  if (youtube?.[1])
    return { provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${youtube[1]}?autoplay=1&rel=0` };
  const vimeo = VIMEO.exec(url.trim());
  if (vimeo?.[1]) return { provider: 'Vimeo', src: `https://player.vimeo.com/video/${vimeo[1]}?dnt=1&autoplay=1` };
  return null;
}
