import { describe, expect, it } from 'vitest';
import { parseMusicLink } from '../src/index.ts';

describe('parseMusicLink', () => {
  it('turns a Spotify track link into its embed form', () => {
    expect(
      parseMusicLink('https://open.spotify.com/track/4cOdK2wGLETKBW3PvgPWqT?si=abc123'),
    ).toEqual({
      provider: 'spotify',
      trackId: '4cOdK2wGLETKBW3PvgPWqT',
      embedUrl: 'https://open.spotify.com/embed/track/4cOdK2wGLETKBW3PvgPWqT',
    });
    expect(
      parseMusicLink(' https://open.spotify.com/intl-fr/track/4cOdK2wGLETKBW3PvgPWqT ')?.embedUrl,
    ).toBe('https://open.spotify.com/embed/track/4cOdK2wGLETKBW3PvgPWqT');
  });

  it('turns a Deezer track link into its widget', () => {
    expect(parseMusicLink('https://www.deezer.com/en/track/3135556')?.embedUrl).toBe(
      'https://widget.deezer.com/widget/auto/track/3135556',
    );
  });

  it.each([
    '',
    'not a link',
    'https://open.spotify.com/album/4cOdK2wGLETKBW3PvgPWqT',
    'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
    'https://open.spotify.com/track/short',
    'https://evil.example/track/4cOdK2wGLETKBW3PvgPWqT',
    'javascript:alert(1)//open.spotify.com/track/4cOdK2wGLETKBW3PvgPWqT',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ])('gives no preview for %j', (value) => {
    expect(parseMusicLink(value)).toBeUndefined();
  });
});
