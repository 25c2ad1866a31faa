import { describe, expect, it } from 'vitest';
import { newsletterSubscribeSchema } from '../src/index.ts';

describe('newsletterSubscribeSchema', () => {
  it('accepts an address, trimmed and lower-cased', () => {
    expect(newsletterSubscribeSchema.parse({ email: '  Ada@Example.COM ' })).toEqual({
      email: 'ada@example.com',
    });
  });

  it.each(['', 'ada', 'ada@example', 'a da@example.com', '@example.com'])(
    'refuses %j with the spec message',
    (email) => {
      const result = newsletterSubscribeSchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
    },
  );

  it('refuses a missing address', () => {
    const result = newsletterSubscribeSchema.safeParse({});
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });
});
