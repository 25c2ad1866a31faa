import { beforeEach, describe, expect, it } from 'vitest';
import { emptyCardValues } from './card-values';
import { clearDraft, readDraft, writeDraft } from './draft-storage';

/** The browser's storage, for the node test environment: the same Storage interface over a Map. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const KEY = 'draft:create-card';
const IMAGE_ID = 'g2NvXvhOWAs6f4Qeod1NtA';

describe('the studio draft in localStorage', () => {
  beforeEach(() => {
    globalThis.localStorage = new MemoryStorage();
  });

  it('keeps the template, the step, the values and the uploaded media', () => {
    const values = { ...emptyCardValues(), recipientName: 'Amara', message: 'Happy day' };
    const media = {
      image: { id: IMAGE_ID, url: `/media/${IMAGE_ID}`, name: 'us.png', size: 2048 },
      voice: { id: 'VoiceNote_1234567890', url: '/media/VoiceNote_1234567890', durationSeconds: 7 },
    };
    writeDraft(KEY, { templateId: 12, step: 1, values, media });
    expect(readDraft(KEY, emptyCardValues(), 2)).toEqual({
      templateId: 12,
      step: 1,
      values,
      media,
    });
    clearDraft(KEY);
    expect(readDraft(KEY, emptyCardValues(), 2)).toBeNull();
  });

  it('drops media that do not point at our own /media/ ids', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        templateId: 3,
        step: 9,
        values: emptyCardValues(),
        media: {
          image: { id: IMAGE_ID, url: 'https://evil.example/x.png', name: 'x', size: 1 },
          voice: { id: '../../etc', url: '/media/../../etc', durationSeconds: 3 },
        },
      }),
    );
    const draft = readDraft(KEY, emptyCardValues(), 2);
    expect(draft?.media).toEqual({});
    expect(draft?.step).toBe(2);
  });

  it('reads an older draft without media, and nothing from a broken one', () => {
    localStorage.setItem(KEY, JSON.stringify({ templateId: 3, step: 0, values: {} }));
    expect(readDraft(KEY, emptyCardValues(), 2)?.media).toEqual({});
    localStorage.setItem(KEY, '{not json');
    expect(readDraft(KEY, emptyCardValues(), 2)).toBeNull();
  });
});
