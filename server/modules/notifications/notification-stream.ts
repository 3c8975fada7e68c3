import type { ServerResponse } from 'node:http';
import { ALL_TABLES, type ChangeFeed } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { findLatestNotificationId, findNotificationsAfter } from './notifications.repository.ts';
import { presentNotifications, unreadNotificationCount } from './notifications.service.ts';

const PAYLOAD_PREFIX = 'notifications:';
const HEARTBEAT_MS = 25_000;
const BATCH = 100;
/**
 * Open streams one person may hold on one instance: a tab each, far more than anyone keeps open,
 * and a ceiling on what one account can make an instance hold.
 */
export const MAX_STREAMS_PER_PERSON = 20;
export const TOO_MANY_STREAMS = 'Too many Orgdesk tabs are open: close one to get live notifications here.';

interface Stream {
  recipientId: string;
  res: ServerResponse;
  lastId: number;
  /** Pushes to one stream go one after the other. */
  queue: Promise<void>;
}

/**
 * The open notification streams of this instance (Server-Sent Events). Every instance hears at
 * commit whom a new notification is for (migration 0022's trigger, through the change feed), and
 * sends that person's streams what they have not had yet, by id: a stream that reconnects with
 * Last-Event-ID gets what it missed, and nothing twice. When the feed may have missed news (its
 * PostgreSQL connection was lost), every stream is brought up to date.
 */
export class NotificationStreams {
  private readonly byRecipient = new Map<string, Set<Stream>>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly ctx: AppContext;

  constructor(ctx: AppContext, changes: ChangeFeed) {
    this.ctx = ctx;
    this.unsubscribe = changes.subscribe((payload) => {
      if (payload === ALL_TABLES)
        for (const streams of this.byRecipient.values()) streams.forEach((s) => this.push(s));
      else if (payload.startsWith(PAYLOAD_PREFIX))
        this.byRecipient.get(payload.slice(PAYLOAD_PREFIX.length))?.forEach((s) => this.push(s));
    });
    this.heartbeat = setInterval(() => {
      for (const streams of this.byRecipient.values()) for (const s of streams) s.res.write(': ping\n\n');
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** The streams this instance holds for one person. */
  countFor(recipientId: string): number {
    return this.byRecipient.get(recipientId)?.size ?? 0;
  }

  get size(): number {
    let n = 0;
    for (const streams of this.byRecipient.values()) n += streams.size;
    return n;
  }

  /**
   * Opens a stream on a response the route has taken over: from `lastEventId` (a reconnect, or
   * the newest notification the page already shows), else from now.
   */
  async open(recipientId: string, res: ServerResponse, lastEventId: number | null): Promise<void> {
    const lastId = lastEventId ?? (await findLatestNotificationId(this.ctx.db, recipientId));
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies must not hold the stream back to compress or buffer it.
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const stream: Stream = { recipientId, res, lastId, queue: Promise.resolve() };
    const streams = this.byRecipient.get(recipientId) ?? new Set<Stream>();
    streams.add(stream);
    this.byRecipient.set(recipientId, streams);
    res.on('close', () => {
      streams.delete(stream);
      if (streams.size === 0) this.byRecipient.delete(recipientId);
    });
    // What arrived between the caller's last look and now, and the count the bell shows.
    this.push(stream);
  }

  private push(stream: Stream): void {
    stream.queue = stream.queue
      .then(() => this.send(stream))
      .catch((err: unknown) => this.ctx.logger.warn({ err }, 'notification stream push failed'));
  }

  private async send(stream: Stream): Promise<void> {
    if (stream.res.destroyed) return;
    for (;;) {
      const rows = await findNotificationsAfter(this.ctx.db, stream.recipientId, stream.lastId, BATCH);
      for (const notification of await presentNotifications(this.ctx, rows)) {
        stream.res.write(
          `event: notification\nid: ${notification.id}\ndata: ${JSON.stringify(notification)}\n\n`,
        );
        stream.lastId = notification.id;
      }
      if (rows.length < BATCH) break;
    }
    const unread = await unreadNotificationCount(this.ctx, { id: stream.recipientId });
    stream.res.write(`event: unread\ndata: ${JSON.stringify(unread)}\n\n`);
  }

  /** Ends every stream (the app is closing) and stops listening. */
  close(): void {
    this.unsubscribe();
    clearInterval(this.heartbeat);
    for (const streams of this.byRecipient.values()) for (const s of streams) s.res.end();
    this.byRecipient.clear();
  }
}
