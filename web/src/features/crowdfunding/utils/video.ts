/** How a campaign's video plays: a file in a <video>, or a known provider's player in an <iframe>. */
export type VideoSource = { kind: 'file'; src: string } | { kind: 'embed'; src: string };

const YOUTUBE = /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/i;
const VIMEO = /^(?:https?:)?\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/i;
const FILE = /\.(mp4|webm|ogv|ogg)(\?.*)?$/i;

/** The player for a video address, or null for an address we cannot play safely (the cover shows instead). */
export function videoSource(url: string): VideoSource | null {
  const youtube = YOUTUBE.exec(url);
  if (youtube) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube[1]}` };
  const vimeo = VIMEO.exec(url);
  if (vimeo) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo[1]}` };
  if (FILE.test(url) && (/^https:\/\//i.test(url) || url.startsWith('/'))) return { kind: 'file', src: url };
  return null;
}
