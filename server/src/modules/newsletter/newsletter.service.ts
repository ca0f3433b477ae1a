/**
 * The newsletter: the footer sign-up (anyone), and the subscriber list, unsubscribe and CSV
 * export (admins only; the guard is the first thing each of those does).
 */
import { stringify } from 'csv-stringify/sync';
import dayjs from 'dayjs';
import type { DataSource, Repository } from 'typeorm';
import { notFound } from '../../common/app-error.js';
import { validateInput } from '../../common/validate-input.js';
import { requireAdmin, type Caller } from '../admin/admin-access.js';
import { checkedSearch } from '../admin/admin-users.service.js';
import { NewsletterEmailInput } from './newsletter.inputs.js';
import { Subscriber } from './subscriber.entity.js';

export interface SubscribeResult {
  alreadySubscribed: boolean;
  message: string;
}

export const ALREADY_SUBSCRIBED = 'This email is already subscribed to our newsletter.';
export const SUBSCRIBED = 'Thank you for subscribing to our newsletter.';
export const unsubscribedMessage = (email: string) => `${email} has been unsubscribed from the newsletter.`;

export class NewsletterService {
  private readonly subscribers: Repository<Subscriber>;

  constructor(dataSource: DataSource) {
    this.subscribers = dataSource.getRepository(Subscriber);
  }

  /** Subscribes, or re-subscribes someone who had unsubscribed; an active address is left alone. */
  async subscribe(raw: unknown): Promise<SubscribeResult> {
    const { email } = await validateInput(NewsletterEmailInput, raw);
    // One statement, so two sign-ups of the same address at once cannot both insert.
    const rows = (await this.subscribers.query(
      `INSERT INTO subscribers (email) VALUES ($1)
       ON CONFLICT (email) DO UPDATE SET subscribed = true, "subscribedAt" = now(), "unsubscribedAt" = NULL
         WHERE subscribers.subscribed = false
       RETURNING id`,
      [email],
    )) as unknown[];
    return rows.length === 0 ? { alreadySubscribed: true, message: ALREADY_SUBSCRIBED } : { alreadySubscribed: false, message: SUBSCRIBED };
  }

  /** Newest subscription first; `search` is a case-insensitive part of the email. */
  async list(caller: Caller, search?: string | null): Promise<Subscriber[]> {
    requireAdmin(caller);
    const text = checkedSearch(search);
    const query = this.subscribers.createQueryBuilder('s').orderBy('s.subscribedAt', 'DESC').addOrderBy('s.id', 'DESC');
    if (text) query.where('s.email ILIKE :pattern', { pattern: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    return query.getMany();
  }

  async unsubscribe(caller: Caller, raw: unknown): Promise<{ message: string; subscriber: Subscriber }> {
    requireAdmin(caller);
    const { email } = await validateInput(NewsletterEmailInput, raw);
    const subscriber = await this.subscribers.findOneBy({ email });
    if (!subscriber) throw notFound('Subscriber');
    if (subscriber.subscribed) {
      subscriber.subscribed = false;
      subscriber.unsubscribedAt = new Date();
      await this.subscribers.update({ id: subscriber.id }, { subscribed: false, unsubscribedAt: subscriber.unsubscribedAt });
    }
    return { message: unsubscribedMessage(email), subscriber };
  }

  /** The spec's export: ID, Email, Status, Subscribed Date (yyyy-MM-dd), named with today's date. */
  async exportCsv(caller: Caller, today = new Date()): Promise<{ fileName: string; csv: string; count: number }> {
    const rows = await this.list(caller);
    const csv = stringify(
      rows.map((row) => [row.id, row.email, row.subscribed ? 'Subscribed' : 'Unsubscribed', dayjs(row.subscribedAt).format('YYYY-MM-DD')]),
      { header: true, columns: ['ID', 'Email', 'Status', 'Subscribed Date'] },
    );
    return { fileName: `subscribers-${dayjs(today).format('YYYY-MM-DD')}.csv`, csv, count: rows.length };
  }
}
