import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { runAfterResponse, settleAfterResponseWork } from './after-response.ts';

function fakeReply() {
  const raw = new EventEmitter();
  const log = { error: vi.fn() };
  return { reply: { raw, log } as unknown as FastifyReply, raw, log };
}

describe('runAfterResponse', () => {
  it('starts the work only once the response is over, and settles when it is done', async () => {
    const { reply, raw } = fakeReply();
    const done: string[] = [];
    runAfterResponse(reply, 'test work', async () => {
      await new Promise((r) => setTimeout(r, 20));
      done.push('work');
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(done).toEqual([]);
    // 'close' comes after the last byte, or when the client goes away mid-answer.
    raw.emit('close');
    await settleAfterResponseWork();
    expect(done).toEqual(['work']);
  });

  it('logs a failure instead of throwing it', async () => {
    const { reply, raw, log } = fakeReply();
    const error = new Error('mail server down');
    runAfterResponse(reply, 'test work', () => Promise.reject(error));
    raw.emit('close');
    await expect(settleAfterResponseWork()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith({ err: error }, 'test work failed after the response');
  });
});
