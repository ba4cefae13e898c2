import { w as AppealBody } from "./route-table-DxKv25ul.js";
import { n as AppForm, t as useFormErrors } from "./use-form-errors-DngMP3g0.js";
import { n as FormField } from "./form-field-C5g9m-TW.js";
import { t as PendingButton } from "./pending-button-BmPYxjzo.js";
import { f as formErrorsOf } from "../entry-server.js";
import { n as useAppeal, t as myComplaintsQuery } from "./complaints-Bvd_NH3g.js";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useState } from "react";
import { Badge, Button } from "react-bootstrap";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/my-complaints.tsx
var TEXT_MAX = 5e3;
function useDate() {
	const { i18n } = useTranslation();
	return (iso) => new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: "long" }).format(new Date(iso));
}
/**
* The member's complaints, made and about them, each with its decision: for a complaint about the
* member that is the statement of reasons (what, which content, why, which rule) and the appeal.
* On /settings, and on /ban for a member whose account a decision closed.
*/
function MyComplaints({ emptyText }) {
	const { t } = useTranslation();
	const { data: complaints, isPending } = useQuery(myComplaintsQuery);
	if (isPending || !complaints) return null;
	if (complaints.length === 0) return emptyText ? /* @__PURE__ */ jsx("p", {
		className: "text-body-secondary mb-0",
		children: emptyText
	}) : null;
	return /* @__PURE__ */ jsxs("div", {
		className: "d-flex flex-column gap-3",
		"data-testid": "my-complaints",
		children: [/* @__PURE__ */ jsx("p", {
			className: "text-body-secondary mb-0",
			children: t("complaints.mine_intro")
		}), complaints.map((complaint) => /* @__PURE__ */ jsx(ComplaintItem, { complaint }, complaint.reference))]
	});
}
function ComplaintItem({ complaint }) {
	const { t } = useTranslation();
	const date = useDate();
	const { decision, appeal } = complaint;
	const title = complaint.role === "reported" ? t("complaints.about_you") : complaint.about ? t("complaints.yours_about", { name: complaint.about.name }) : t("complaints.yours");
	return /* @__PURE__ */ jsxs("article", {
		className: "border rounded p-3",
		"data-testid": "my-complaint",
		"data-reference": complaint.reference,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "d-flex flex-wrap justify-content-between gap-2 mb-2",
				children: [/* @__PURE__ */ jsx("h3", {
					className: "h6 mb-0",
					children: title
				}), /* @__PURE__ */ jsx(Badge, {
					bg: complaint.status === "open" || complaint.status === "appealed" ? "secondary" : "primary",
					children: t(`complaints.status.${complaint.status}`)
				})]
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "row small mb-0",
				children: [
					/* @__PURE__ */ jsx("dt", {
						className: "col-sm-4",
						children: t("complaints.reference")
					}),
					/* @__PURE__ */ jsx("dd", {
						className: "col-sm-8",
						children: complaint.reference
					}),
					/* @__PURE__ */ jsx("dt", {
						className: "col-sm-4",
						children: t("complaints.reason")
					}),
					/* @__PURE__ */ jsxs("dd", {
						className: "col-sm-8",
						children: [
							t(`complaints.reasons.${complaint.reason}`),
							" · ",
							date(complaint.at)
						]
					}),
					complaint.content && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", {
						className: "col-sm-4",
						children: t("complaints.content_label")
					}), /* @__PURE__ */ jsx("dd", {
						className: "col-sm-8",
						children: t(`complaints.content.${complaint.content}`)
					})] }),
					decision && /* @__PURE__ */ jsxs(Fragment, { children: [
						/* @__PURE__ */ jsx("dt", {
							className: "col-sm-4",
							children: t("complaints.decision_label")
						}),
						/* @__PURE__ */ jsxs("dd", {
							className: "col-sm-8",
							"data-testid": "decision",
							children: [
								t(`complaints.decisions.${decision.kind}`),
								decision.until && ` (${t("complaints.until", { date: date(decision.until) })})`,
								" · ",
								date(decision.at)
							]
						}),
						/* @__PURE__ */ jsx("dt", {
							className: "col-sm-4",
							children: t("complaints.rule_label")
						}),
						/* @__PURE__ */ jsx("dd", {
							className: "col-sm-8",
							children: t(`moderation.reasons.${decision.rule}`)
						}),
						decision.explanation && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", {
							className: "col-sm-4",
							children: t("complaints.why")
						}), /* @__PURE__ */ jsx("dd", {
							className: "col-sm-8",
							"data-testid": "decision-explanation",
							children: decision.explanation
						})] })
					] }),
					appeal && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", {
						className: "col-sm-4",
						children: t("complaints.appeal_label")
					}), /* @__PURE__ */ jsxs("dd", {
						className: "col-sm-8",
						"data-testid": "appeal",
						children: [appeal.outcome ? t(`complaints.appeal_outcomes.${appeal.outcome}`) : t("complaints.appeal_waiting", { date: date(appeal.at) }), appeal.explanation && /* @__PURE__ */ jsx("div", { children: appeal.explanation })]
					})] })
				]
			}),
			complaint.appeal_until && /* @__PURE__ */ jsx(AppealForm, {
				reference: complaint.reference,
				until: complaint.appeal_until
			})
		]
	});
}
function AppealForm({ reference, until }) {
	const { t } = useTranslation();
	const date = useDate();
	const [open, setOpen] = useState(false);
	const [text, setText] = useState("");
	const send = useAppeal();
	const errors = useFormErrors();
	if (!open) return /* @__PURE__ */ jsxs("div", {
		className: "d-flex flex-wrap align-items-center gap-3 mt-2",
		children: [/* @__PURE__ */ jsx(Button, {
			variant: "outline-primary",
			size: "sm",
			onClick: () => setOpen(true),
			"data-testid": "appeal-open",
			children: t("complaints.appeal")
		}), /* @__PURE__ */ jsx("small", {
			className: "text-body-secondary",
			children: t("complaints.appeal_until", { date: date(until) })
		})]
	});
	const submit = () => {
		const body = AppealBody.safeParse({
			reference,
			text
		});
		if (!body.success) return errors.showFields(formErrorsOf(body.error).fields);
		errors.clear();
		send.mutate(body.data, { onError: errors.show });
	};
	return /* @__PURE__ */ jsxs(AppForm, {
		onSubmit: submit,
		error: errors.formError,
		className: "mt-3",
		children: [/* @__PURE__ */ jsx(FormField, {
			as: "textarea",
			id: `appeal-${reference}`,
			label: t("complaints.appeal_text"),
			rows: 4,
			maxLength: TEXT_MAX,
			value: text,
			onChange: (event) => setText(event.target.value),
			error: errors.fields.text,
			hint: t("complaints.message_hint", {
				count: text.trim().length,
				max: TEXT_MAX
			}),
			required: true
		}), /* @__PURE__ */ jsx(PendingButton, {
			pending: send.isPending,
			size: "sm",
			"data-testid": "appeal-submit",
			children: t("complaints.appeal_submit")
		})]
	});
}
export { MyComplaints as t };
