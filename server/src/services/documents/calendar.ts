import { OFFICE } from '@/contract/office';
import { wordingIn } from '@server/i18n/wording';
import { peopleOf } from '../mail/templates/departures';
import { calendarMessages as m } from './messages';
import type { DocumentBooking } from './bookingRecord';
import { mapLink } from './wording';

/**
 * A booking's calendar file (RFC 5545): one event per excursion, its start and end in UTC, the
 * meeting point as its location, and a reminder the evening before, its texts in the language
 * recorded with the booking. Written by hand: CRLF line ends, text escaped, lines folded at 75
 * octets.
 */

const HOUR_MS = 3_600_000;
/** The reminder: 12 hours before a morning start is the evening before, time to pack. */
const REMINDER = '-PT12H';
const LINE_OCTETS = 75;

/** 20261205T090000Z. */
const utc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545, 3.3.11). */
export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with a
 * space, never splitting a UTF-8 character (RFC 5545, 3.1).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function bookingCalendar(
  booking: DocumentBooking,
  siteUrl: string,
  now = new Date(),
): string {
  const host = new URL(siteUrl).hostname;
  const w = wordingIn(booking.locale);
  const events = booking.lines.flatMap((line) => {
    const end = new Date(line.startsAt.getTime() + Math.max(line.durationHours, 1) * HOUR_MS);
    const description = [
      w.t(m.booking, { reference: booking.reference, people: peopleOf(line.units, w) }),
      w.t(m.meetingPoint, { place: line.meetingPoint, time: line.time }),
      w.t(m.map, { url: mapLink(line.latitude, line.longitude) }),
      w.t(m.phone, { phone: OFFICE.phone.shown, whatsApp: OFFICE.whatsApp.shown }),
      w.t(m.voucher, { url: w.page(siteUrl, '/user-profile') }),
    ].join('\n');
    const reminder = w.t(m.reminder, {
      excursion: line.excursionName,
      time: line.time,
      place: line.meetingPoint,
    });
    return [
      'BEGIN:VEVENT',
      `UID:booking-${booking.id}-line-${line.position}@${host}`,
      `DTSTAMP:${utc(now)}`,
      `DTSTART:${utc(line.startsAt)}`,
      `DTEND:${utc(end)}`,
      `SUMMARY:${escapeText(`${line.excursionName} (${booking.reference})`)}`,
      `LOCATION:${escapeText(line.meetingPoint)}`,
      `GEO:${line.latitude.toFixed(6)};${line.longitude.toFixed(6)}`,
      `DESCRIPTION:${escapeText(description)}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(reminder)}`,
      `TRIGGER:${REMINDER}`,
      'END:VALARM',
      'END:VEVENT',
    ];
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${OFFICE.name}//Booking ${booking.reference}//${w.locale.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
