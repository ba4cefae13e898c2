import "./route-table-DxKv25ul.js";
import { d as fieldErrorText } from "../entry-server.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/birth-date-field.tsx
/** Nobody older than this signs up; the year list stays short enough to scroll. */
var OLDEST = 100;
var THIS_YEAR = (/* @__PURE__ */ new Date()).getFullYear();
var pad = (value) => String(value).padStart(2, "0");
var range = (from, count, step = 1) => Array.from({ length: count }, (_, index) => from + index * step);
/** 'YYYY-MM-DD' from the three selects; '' while none is chosen, something invalid while some are. */
function compose({ year, month, day }) {
	return year || month || day ? `${year}-${month}-${day}` : "";
}
/** Date of birth as day, month and year selects: no date picker to scroll back decades in. */
function BirthDateField({ id, value, onChange, error }) {
	const { t, i18n } = useTranslation();
	const [year = "", month = "", day = ""] = value.split("-");
	const parts = {
		year,
		month,
		day
	};
	const monthName = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
		month: "long",
		timeZone: "UTC"
	});
	const selects = [
		{
			part: "day",
			column: "col-3",
			options: range(1, 31).map((d) => [pad(d), String(d)])
		},
		{
			part: "month",
			column: "col-5",
			options: range(1, 12).map((m) => [pad(m), monthName.format(Date.UTC(2e3, m - 1, 1))])
		},
		{
			part: "year",
			column: "col-4",
			options: range(THIS_YEAR - 18, OLDEST - 18 + 1, -1).map((y) => [String(y), String(y)])
		}
	];
	const errorId = `${id}-error`;
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "mb-3 app-birth-date",
		"aria-describedby": error ? errorId : void 0,
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "form-label fs-6 mb-2",
				children: t("fields.date_of_birth")
			}),
			/* @__PURE__ */ jsx("div", {
				className: "row g-2",
				children: selects.map(({ part, column, options }) => /* @__PURE__ */ jsxs("div", {
					className: column,
					children: [/* @__PURE__ */ jsx("label", {
						className: "visually-hidden",
						htmlFor: `${id}-${part}`,
						children: t(`fields.${part}`)
					}), /* @__PURE__ */ jsxs("select", {
						id: `${id}-${part}`,
						className: `form-select${error ? " is-invalid" : ""}`,
						autoComplete: `bday-${part}`,
						"aria-invalid": error ? true : void 0,
						value: parts[part],
						onChange: (event) => onChange(compose({
							...parts,
							[part]: event.target.value
						})),
						children: [/* @__PURE__ */ jsx("option", {
							value: "",
							children: t(`fields.${part}`)
						}), options.map(([optionValue, label]) => /* @__PURE__ */ jsx("option", {
							value: optionValue,
							children: label
						}, optionValue))]
					})]
				}, part))
			}),
			error && /* @__PURE__ */ jsx("div", {
				className: "invalid-feedback d-block",
				id: errorId,
				children: fieldErrorText(t, error)
			})
		]
	});
}
export { BirthDateField as t };
