/**
 * The route loader's prefetch hands its request to the screen's first call, and never an answer
 * of before to a later visit (renderer/data/sharedRequest.ts). The stale case is the one a
 * browser test met under load: a prefetch answered after the list had fetched for itself stayed
 * in SWR's preload, and the list shown after saving a record was the one before it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetShared, prefetchShared, takeShared } from '../../renderer/data/sharedRequest.ts';

const key = ['list', 'hr_permit', 'paging[]=10&paging[]=1'];

function counter() {
  let calls = 0;
  return { request: () => Promise.resolve(`answer ${++calls}`), calls: () => calls };
}

afterEach(() => {
  forgetShared();
  vi.useRealTimers();
});

describe('a prefetch shared with the screen', () => {
  it('is joined while under way and taken once when answered', async () => {
    const server = counter();
    const prefetched = prefetchShared(key, server.request);
    expect(await takeShared(key, server.request)).toBe('answer 1');
    await prefetched;
    expect(server.calls()).toBe(1);
    // Taken: the next call asks again.
    expect(await takeShared(key, server.request)).toBe('answer 2');
  });

  it('is not handed out once stale, nor to a later prefetch, nor after a write', async () => {
    vi.useFakeTimers();
    const server = counter();
    await prefetchShared(key, server.request);
    vi.setSystemTime(Date.now() + 10_000);
    expect(await takeShared(key, server.request)).toBe('answer 2');

    // A prefetch answered and never taken (the screen had fetched for itself) joins a second
    // prefetch of the same load, but a later visit's prefetch asks the server, and so does the
    // screen after a write.
    await prefetchShared(key, server.request);
    expect(await prefetchShared(key, server.request)).toBe('answer 3');
    vi.setSystemTime(Date.now() + 10_000);
    expect(await prefetchShared(key, server.request)).toBe('answer 4');
    forgetShared();
    expect(await takeShared(key, server.request)).toBe('answer 5');
  });
});
