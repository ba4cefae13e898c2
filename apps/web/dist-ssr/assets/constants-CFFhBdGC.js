function badgeText(count) {
	return count > 99 ? `99+` : String(count);
}
/** The credits badge's colour: warning while some credits are left, danger at 0, none above 10. */
function creditBadgeVariant(credits) {
	if (credits > 10) return void 0;
	return credits > 0 ? "warning" : "danger";
}
export { creditBadgeVariant as n, badgeText as t };
