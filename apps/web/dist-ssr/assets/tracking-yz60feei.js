import { ct as TrackingInfo, o as TRACKING_STORAGE_KEY } from "./route-table-DxKv25ul.js";
import { y as readStored } from "../entry-server.js";
// src/lib/tracking.ts
/** What the landing URL carried this visit (captured by tracking-capture.ts), sent along with the signup. */
function storedTracking() {
	return readStored("session", TRACKING_STORAGE_KEY, TrackingInfo);
}
export { storedTracking as t };
