import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { SetuConfig } from '../../config';
import type { Database } from '../../db/client';
import type { SetuClient } from './setu-client';

/** What the parts of the Setu biller (fetch, payment, biller list, complaints) share. */
export interface SetuBillerContext {
  config: SetuConfig;
  db: Database;
  log: FastifyBaseLogger | undefined;
  client: SetuClient;
  now: () => number;
  /** Delays between polls of an async answer (fetch, payment); the list's length bounds the wait. */
  delays: readonly number[];
}

/** The agent block every fetch and payment request carries (optional device fields only when configured). */
export const agentOf = (config: SetuConfig) => ({
  id: config.agent.id,
  channel: config.agent.channel,
  ip: config.agent.ip,
  ...(config.agent.mac ? { mac: config.agent.mac } : {}),
  ...(config.agent.imei ? { imei: config.agent.imei } : {}),
  ...(config.agent.os ? { os: config.agent.os } : {}),
  ...(config.agent.app ? { app: config.agent.app } : {}),
});

/** Asks `ask` until it answers something other than Processing, waiting the delays between; null: still not. */
export async function poll<T extends { data: { status: string } }>(
  delays: readonly number[],
  ask: () => Promise<T>,
  limit = delays.length,
  /** The wait between two questions (a fetch's ends early on its webhook). */
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<T | null> {
  for (let i = 0; ; i++) {
    const answer = await ask();
    if (answer.data.status !== 'Processing') return answer;
    if (i >= Math.min(limit, delays.length)) return null;
    await wait(delays[i]);
  }
}
