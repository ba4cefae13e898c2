import { z } from 'zod';

/** How long the mailed link and the ZIP behind it last. */
export const DATA_EXPORT_DAYS = 7;
/** One request a day: the next may be made this many hours after the last. */
export const DATA_EXPORT_INTERVAL_HOURS = 24;

/** preparing (the job builds the ZIP) → ready (downloadable until expires_at) → expired (the ZIP is deleted). */
export const DataExportStatus = z.enum(['preparing', 'ready', 'expired']);
export type DataExportStatus = z.infer<typeof DataExportStatus>;

/** The member's latest request for a copy of their data (GDPR art. 15 and 20). */
export const DataExport = z.object({
  status: DataExportStatus,
  requested_at: z.iso.datetime(),
  /** When the ZIP is deleted; null while preparing. */
  expires_at: z.iso.datetime().nullable(),
  /** The download (it needs the member's session too); only while ready. */
  download_url: z.string().nullable(),
  /** The ZIP's size in bytes; null while preparing. */
  size: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

/** GET and POST /api/data-export.php: the latest request, and when the next may be made (null: now). */
export const DataExportResponse = z.object({
  data_export: DataExport.nullable(),
  next_request_at: z.iso.datetime().nullable(),
});
export type DataExportResponse = z.infer<typeof DataExportResponse>;

/** GET /api/data-export-download.php?token=: the ZIP, for the member whose export it is. */
export const DataExportDownloadQuery = z.object({ token: z.string().min(1).max(200) });
export type DataExportDownloadQuery = z.infer<typeof DataExportDownloadQuery>;
