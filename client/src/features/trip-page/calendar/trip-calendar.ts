/**
 * The itinerary as calendar events (.ics). Trips have no time zone yet, so times are
 * "floating" (no Z, no TZID): calendar apps read them as local time wherever the event is,
 * which is what an itinerary in the destination's local time means.
 */
import dayjs from 'dayjs';
import type { DateArray, EventAttributes } from 'ics';

export interface CalendarTrip {
  uuid: string;
  destination: string;
  country: string;
  startDate: string | null | undefined;
  itinerary: readonly {
    day: number;
    activities: readonly { title: string; description: string; time?: string | null; duration: number; address?: string | null; type: string }[];
  }[];
}

const TIME = /^(\d{1,2}):(\d{2})/;

export function tripCalendarEvents(trip: CalendarTrip): EventAttributes[] {
  const start = dayjs(trip.startDate ?? '');
  if (!trip.startDate || !start.isValid()) return [];
  const place = trip.country && trip.country !== trip.destination ? `${trip.destination}, ${trip.country}` : trip.destination;
  return trip.itinerary.flatMap((day) => {
    const date = start.add(day.day - 1, 'day');
    const ymd: DateArray = [date.year(), date.month() + 1, date.date()];
    return day.activities.map((activity, index): EventAttributes => {
      const common = {
        title: activity.title,
        description: activity.description,
        location: activity.address ? `${activity.address}, ${place}` : place,
        uid: `${trip.uuid}-day${day.day}-${index + 1}@odyssey`,
        categories: [activity.type],
        calName: `${trip.destination} trip`,
        productId: 'odyssey/trip-planner',
      };
      const time = TIME.exec(activity.time ?? '');
      if (!time) {
        const next = date.add(1, 'day');
        return { ...common, start: ymd, end: [next.year(), next.month() + 1, next.date()] };
      }
      return {
        ...common,
        start: [...ymd, Number(time[1]), Number(time[2])],
        startInputType: 'local',
        startOutputType: 'local',
        duration: { minutes: activity.duration > 0 ? activity.duration : 60 },
      };
    });
  });
}

export async function tripCalendarFile(trip: CalendarTrip): Promise<string> {
  const { createEvents } = await import('ics');
  const { error, value } = createEvents(tripCalendarEvents(trip));
  if (error || !value) throw error ?? new Error('The calendar could not be created');
  return value;
}

export function calendarFileName(destination: string): string {
  const slug = destination
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'trip'}-itinerary.ics`;
}
