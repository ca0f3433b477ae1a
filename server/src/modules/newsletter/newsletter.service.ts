/**
 * The newsletter: the footer sign-up (anyone), and the subscriber list, unsubscribe and CSV
 * export (admins only; the guard is the first thing each of those does).
 */
import type { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { notFound } from '../../common/app-error.js';
import type { NewsletterEmailArgs } from './newsletter.inputs.js';
import { Subscriber } from './subscriber.entity.js';
import { subscribersCsv, subscribersFileName } from './subscribers-csv.js';

export interface SubscribeResult {
  alreadySubscribed: boolean;
  message: string;
}

/** The subscriber table shows 10 per page (docs/product/accounts-admin.md, section 9). */
export const SUBSCRIBERS_PER_PAGE = 10;

export interface SubscriberPage {
  subscribers: Subscriber[];
  /** the page shown: the one asked for, or the last one when it asked past the end */
  page: number;
  /** at least 1, so 'Page 1 of 1' even with no rows */
  pageCount: number;
  /** subscribers matching the search, on every page */
  matching: number;
  /** every row, whatever the search and status (the export has them all) */
  total: number;
  /** subscribed addresses: the 'Total Subscribers' card */
  active: number;
}

export const ALREADY_SUBSCRIBED = 'This email is already subscribed to our newsletter.';
export const SUBSCRIBED = 'Thank you for subscribing to our newsletter.';
export const unsubscribedMessage = (email: string) => `${email} has been unsubscribed from the newsletter.`;

export class NewsletterService {
  private readonly subscribers: Repository<Subscriber>;

  constructor(dataSource: DataSource) {
    this.subscribers = dataSource.getRepository(Subscriber);
  }

  /** Subscribes, or re-subscribes someone who had unsubscribed; an active address is left alone. The address is checked (NewsletterEmailArgs) by the API that received it. */
  async subscribe({ email }: NewsletterEmailArgs): Promise<SubscribeResult> {
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

  /** Newest subscription first; `search` (checked by AdminSearchArgs) is a case-insensitive part of the email. */
  async list(search?: string | null): Promise<Subscriber[]> {
    return this.matching(search?.trim() ?? '').getMany();
  }

  /**
   * One page of the admin table (10 rows, newest first), found in SQL so the list scales, with
   * the counts the page shows around it. `search` and `page` are checked by AdminSubscriberPageArgs.
   */
  async page(search?: string | null, page = 1): Promise<SubscriberPage> {
    const query = this.matching(search?.trim() ?? '');
    const [{ total, active }] = (await this.subscribers.query(
      `SELECT COUNT(*)::int AS total, (COUNT(*) FILTER (WHERE subscribed))::int AS active FROM subscribers`,
    )) as Array<{ total: number; active: number }>;
    const matching = await query.getCount();
    const pageCount = Math.max(1, Math.ceil(matching / SUBSCRIBERS_PER_PAGE));
    const shown = Math.min(page, pageCount);
    const subscribers = await query.offset((shown - 1) * SUBSCRIBERS_PER_PAGE).limit(SUBSCRIBERS_PER_PAGE).getMany();
    return { subscribers, page: shown, pageCount, matching, total, active };
  }

  /** Newest subscription first; `text` is a case-insensitive part of the email. */
  private matching(text: string): SelectQueryBuilder<Subscriber> {
    const query = this.subscribers.createQueryBuilder('s').orderBy('s.subscribedAt', 'DESC').addOrderBy('s.id', 'DESC');
    if (text) query.where('s.email ILIKE :pattern', { pattern: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    return query;
  }

  async unsubscribe({ email }: NewsletterEmailArgs): Promise<{ message: string; subscriber: Subscriber }> {
    const subscriber = await this.subscribers.findOneBy({ email });
    if (!subscriber) throw notFound('Subscriber');
    if (subscriber.subscribed) {
      subscriber.subscribed = false;
      subscriber.unsubscribedAt = new Date();
      await this.subscribers.update({ id: subscriber.id }, { subscribed: false, unsubscribedAt: subscriber.unsubscribedAt });
    }
    return { message: unsubscribedMessage(email), subscriber };
  }

  /** The CSV export (docs/product/accounts-admin.md, section 9): ID, Email, Status, Subscribed Date (yyyy-MM-dd), named with today's date. */
  async exportCsv(today = new Date()): Promise<{ fileName: string; csv: string; count: number }> {
    const rows = await this.list();
    return { fileName: subscribersFileName(today), csv: subscribersCsv(rows), count: rows.length };
  }
}
