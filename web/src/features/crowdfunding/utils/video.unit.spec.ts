import { describe, expect, it } from '@jest/globals';
import { videoSource } from './video';

describe('the player of a campaign video', () => {
  it('embeds YouTube without cookies, and Vimeo', () => {
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({ kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual({ kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    expect(videoSource('https://vimeo.com/76979871')).toEqual({ kind: 'embed', src: 'https://player.vimeo.com/video/76979871' });
  });

  it('plays video files served over https or by the site', () => {
    expect(videoSource('/media/videos/teaser.mp4')).toEqual({ kind: 'file', src: '/media/videos/teaser.mp4' });
    expect(videoSource('https://cdn.exemple.fr/teaser.webm')).toEqual({ kind: 'file', src: 'https://cdn.exemple.fr/teaser.webm' });
  });

  it('refuses anything else, so the cover shows instead', () => {
    expect(videoSource('javascript:alert(1)')).toBeNull();
    expect(videoSource('http://insecure.example/teaser.mp4')).toBeNull();
    expect(videoSource('https://example.com/page')).toBeNull();
  });
});
