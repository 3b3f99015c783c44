import { expect } from 'chai';
import { isTimeZone, localTime } from '../../../domain/releases/local-time.js';

describe('Release times in a time zone', () => {
  it('knows IANA zones, and refuses unknown ones and what is not a zone name', () => {
    for (const zone of ['Europe/Berlin', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'America/Port-au-Prince']) {
      expect(isTimeZone(zone), zone).to.equal(true);
    }
    for (const zone of ['Mars/Olympus_Mons', '', '/Europe/Berlin', '1UTC', 'Europe/Berlin ', `Europe/${'x'.repeat(64)}`, 'Europe\\Berlin']) {
      expect(isTimeZone(zone), zone).to.equal(false);
    }
  });

  it("shows an instant as the zone's wall-clock time with the zone's offset then", () => {
    expect(localTime('2026-03-29T07:00:00Z', 'Europe/Berlin')).to.equal('2026-03-29T09:00:00+02:00');
    expect(localTime('2026-01-15T07:00:00Z', 'Europe/Berlin')).to.equal('2026-01-15T08:00:00+01:00');
    expect(localTime('2026-01-15T07:00:00Z', 'America/New_York')).to.equal('2026-01-15T02:00:00-05:00');
  });

  it('shows offsets with their minutes, east and west', () => {
    expect(localTime('2026-01-15T07:00:00Z', 'Asia/Kolkata')).to.equal('2026-01-15T12:30:00+05:30');
    expect(localTime('2026-01-15T07:00:00Z', 'America/St_Johns')).to.equal('2026-01-15T03:30:00-03:30');
    expect(localTime('2026-01-15T07:00:00Z', 'Asia/Kathmandu')).to.equal('2026-01-15T12:45:00+05:45');
  });

  it('writes UTC as Z, and another zone at offset zero as +00:00', () => {
    expect(localTime('2026-01-15T07:00:00Z', 'UTC')).to.equal('2026-01-15T07:00:00Z');
    expect(localTime('2026-01-15T07:00:00Z', 'Europe/London')).to.equal('2026-01-15T07:00:00+00:00');
  });

  it('shows midnight as 00 (not 24), and ignores fractions of a second in the offset', () => {
    expect(localTime('2026-01-14T23:00:00Z', 'Europe/Berlin')).to.equal('2026-01-15T00:00:00+01:00');
    expect(localTime('2026-01-15T06:59:59.999Z', 'Europe/Berlin')).to.equal('2026-01-15T07:59:59+01:00');
    expect(localTime('2026-01-15T06:59:59.999Z', 'America/St_Johns')).to.equal('2026-01-15T03:29:59-03:30');
  });
});
