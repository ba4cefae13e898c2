import { E as COMPLAINT_REASONS } from "./route-table-DxKv25ul.js";
import { n as FormField } from "./form-field-C5g9m-TW.js";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/complaint-fields.tsx
var COMPLAINT_MESSAGE_MAX = 5e3;
/** A complaint's reason and message, on the complaints page and in the block dialog's report. */
function ComplaintFields({ idPrefix, reason, message, onReason, onMessage, errors }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(FormField, {
		as: "select",
		id: `${idPrefix}-reason`,
		label: t("complaints.reason"),
		value: reason,
		onChange: (event) => onReason(event.target.value),
		error: errors.reason,
		required: true,
		children: [/* @__PURE__ */ jsx("option", {
			value: "",
			children: t("common.choose")
		}), COMPLAINT_REASONS.map((key) => /* @__PURE__ */ jsx("option", {
			value: key,
			children: t(`complaints.reasons.${key}`)
		}, key))]
	}), /* @__PURE__ */ jsx(FormField, {
		as: "textarea",
		id: `${idPrefix}-message`,
		label: t("complaints.message"),
		rows: 5,
		maxLength: COMPLAINT_MESSAGE_MAX,
		value: message,
		onChange: (event) => onMessage(event.target.value),
		error: errors.message,
		hint: t("complaints.message_hint", {
			count: message.trim().length,
			max: COMPLAINT_MESSAGE_MAX
		}),
		required: true
	})] });
}
export { ComplaintFields as t };
