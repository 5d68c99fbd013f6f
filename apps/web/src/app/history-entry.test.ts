import { describe, expect, it } from 'vitest';
import { entryStateForLoad, savedPosition } from './history-entry';

const key = () => 'fresh123';

describe('entryStateForLoad', () => {
  it('gives a typed URL (no state) its own key instead of "default"', () => {
    expect(entryStateForLoad(null, 'navigate', key)).toEqual({ key: 'fresh123', idx: 0 });
  });

  it('gives a reload a fresh key, keeping its index and router state', () => {
    expect(entryStateForLoad({ usr: { a: 1 }, key: 'old', idx: 3 }, 'reload', key)).toEqual({
      usr: { a: 1 },
      key: 'fresh123',
      idx: 3,
    });
  });

  it('keeps the key of an entry reached by back or forward (its position is restored)', () => {
    expect(entryStateForLoad({ usr: null, key: 'old', idx: 2 }, 'back_forward', key)).toBeNull();
  });

  it('keys a back/forward entry that never had a key', () => {
    expect(entryStateForLoad(null, 'back_forward', key)).toEqual({ key: 'fresh123', idx: 0 });
  });

  it('treats an unknown navigation type as a fresh load', () => {
    expect(entryStateForLoad({ key: 'old', idx: 1 }, undefined, key)).toEqual({ key: 'fresh123', idx: 1 });
  });
});

describe('savedPosition', () => {
  it("reads the entry's saved position", () => {
    expect(savedPosition('{"abc":1700,"default":40}', 'abc')).toBe(1700);
  });

  it('has nothing for the top, an unknown key, no key or unreadable storage', () => {
    expect(savedPosition('{"abc":0}', 'abc')).toBeNull();
    expect(savedPosition('{"abc":10}', 'xyz')).toBeNull();
    expect(savedPosition('{"abc":10}', undefined)).toBeNull();
    expect(savedPosition('not json', 'abc')).toBeNull();
    expect(savedPosition(null, 'abc')).toBeNull();
  });
});
