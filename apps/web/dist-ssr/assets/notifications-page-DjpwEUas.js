import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { n as SettingsSection, t as SavedNote } from "./settings-section-DxdCVL21.js";
import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { b as api, n as useCurrentUser, o as useUpdateUser, p as userQuery, y as ApiError } from "./use-session-Cd-1WGe-.js";
import { Kt as zod_without_eval_exports, dt as NOTIFICATION_TYPES, g as UnsubscribeResponse, r as pathFor } from "./route-table-DxKv25ul.js";
import { C as usePush, u as errorText } from "../entry-server.js";
import { t as PendingButton } from "./pending-button-BmPYxjzo.js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useState } from "react";
import { Alert, Form } from "react-bootstrap";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/notifications/disabled-reasons.tsx
/**
* Where each stop is put right: a bounce or a spam complaint is about the address, which a new
* confirmed one clears (settings); an unsubscribe in the mail app is undone by the switches
* right below, so it needs no link.
*/
var FIX_PAGE = {
	bounce: `${pathFor("settings")}#account`,
	spam_complaint: `${pathFor("settings")}#account`
};
/** SPEC §4: why mail to the member stopped, and what to do about it. */
function DisabledReasons({ reasons }) {
	const { t } = useTranslation();
	return reasons.map((reason) => {
		const fixPage = FIX_PAGE[reason];
		return /* @__PURE__ */ jsxs(Alert, {
			variant: "danger",
			"data-testid": `disabled-${reason}`,
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "fw-semibold mb-1",
					children: t(`settings.notifications.disabled.${reason}`)
				}),
				/* @__PURE__ */ jsx("p", {
					className: fixPage ? "mb-2" : "mb-0",
					children: t(`notifications.fix.${reason}`)
				}),
				fixPage && /* @__PURE__ */ jsx(Link, {
					className: "alert-link",
					to: fixPage,
					children: t(`notifications.fix_link.${reason}`)
				})
			]
		}, reason);
	});
}
// src/features/notifications/notification-switches.tsx
/** One switch per kind of mail; each is saved at once (PUT /api/user.php notification_settings). */
function NotificationSwitches({ user }) {
	const { t } = useTranslation();
	const update = useUpdateUser();
	const [sending, setSending] = useState(null);
	const settings = sending ?? user.notification_settings;
	const change = (type, on) => {
		const next = {
			...settings,
			[type]: on
		};
		setSending(next);
		update.mutate({ notification_settings: next }, { onSettled: () => setSending(null) });
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		update.isError && /* @__PURE__ */ jsx(Alert, {
			variant: "danger",
			children: errorText(t, update.error)
		}),
		NOTIFICATION_TYPES.map((type) => /* @__PURE__ */ jsx(Form.Check, {
			type: "switch",
			id: `notification-${type}`,
			className: "mb-2",
			label: t(`settings.notifications.types.${type}`),
			checked: settings[type],
			disabled: update.isPending,
			onChange: (event) => change(type, event.target.checked)
		}, type)),
		/* @__PURE__ */ jsx(SavedNote, { show: update.isSuccess })
	] });
}
// src/features/notifications/push-section.tsx
/** Push notifications in this browser (SPEC §4 push permission): each state says what can be done. */
function PushSection() {
	const { t } = useTranslation();
	const push = usePush();
	const [failed, setFailed] = useState(false);
	const run = (action) => {
		setFailed(false);
		action().catch(() => setFailed(true));
	};
	let body;
	if (push.permission === "unsupported") body = /* @__PURE__ */ jsx("p", {
		className: "text-body-secondary mb-0",
		children: t("notifications.push.unsupported")
	});
	else if (push.permission === "denied") body = /* @__PURE__ */ jsx(Alert, {
		variant: "warning",
		className: "mb-0",
		children: t("notifications.push.denied")
	});
	else if (push.subscribed) body = /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: t("notifications.push.on") }), /* @__PURE__ */ jsx(PendingButton, {
		type: "button",
		variant: "outline-secondary",
		pending: push.pending,
		onClick: () => run(push.disable),
		"data-testid": "disable-push",
		children: t("notifications.push.disable")
	})] });
	else body = /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: t("notifications.push.off") }), /* @__PURE__ */ jsx(PendingButton, {
		type: "button",
		pending: push.pending,
		onClick: () => run(push.enable),
		"data-testid": "enable-push",
		children: t("alerts.push.action")
	})] });
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "push-section",
		"data-permission": push.permission,
		children: [body, failed && /* @__PURE__ */ jsx("p", {
			className: "text-danger small mt-2 mb-0",
			role: "alert",
			children: t("alerts.push.failed")
		})]
	});
}
// src/features/notifications/api.ts
/**
* GET /api/unsubscribe.php?token=: what a mailed unsubscribe link would switch off, without
* switching it (mail scanners open links too). A bad token is an answer, not worth retrying.
*/
var unsubscribeQuery = (token) => queryOptions({
	queryKey: ["unsubscribe", token],
	queryFn: ({ signal }) => api("unsubscribe.php", UnsubscribeResponse, {
		query: { token },
		signal
	}),
	retry: (failures, error) => error instanceof ApiError && error.retryable && failures < 5,
	staleTime: Infinity
});
/** POST /api/unsubscribe.php?token=: switches that kind of mail off; the member's settings follow. */
function useUnsubscribe(token) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => api("unsubscribe.php", zod_without_eval_exports.z.unknown(), {
			method: "POST",
			query: { token }
		}),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery.queryKey })
	});
}
// src/features/notifications/unsubscribe-panel.tsx
/** A link's token the server does not know (4xx), as against a failure worth trying again. */
var isInvalidLink = (error) => error instanceof ApiError && error.status >= 400 && error.status < 500;
/**
* /notifications?unsubscribe=<token>, the link in every notification mail: asks before switching
* off, so a mail scanner opening the link changes nothing. Works without logging in.
*/
function UnsubscribePanel({ token }) {
	const { t } = useTranslation();
	const question = useQuery(unsubscribeQuery(token));
	const unsubscribe = useUnsubscribe(token);
	if (question.isPending) return /* @__PURE__ */ jsx(PageLoading, {});
	if (question.isError || unsubscribe.isError && isInvalidLink(unsubscribe.error)) {
		const invalid = isInvalidLink(question.error ?? unsubscribe.error);
		return /* @__PURE__ */ jsx(Alert, {
			variant: "danger",
			className: "mb-0",
			"data-testid": "unsubscribe-invalid",
			children: invalid ? t("notifications.unsubscribe.invalid") : errorText(t, question.error)
		});
	}
	const type = t(`notifications.unsubscribe.types.${question.data.type}`);
	if (unsubscribe.isSuccess) return /* @__PURE__ */ jsxs("div", {
		"data-testid": "unsubscribe-done",
		children: [/* @__PURE__ */ jsx("p", {
			className: "lead",
			children: t("notifications.unsubscribe.done", { type })
		}), /* @__PURE__ */ jsx(Link, {
			className: "btn btn-outline-primary",
			to: pathFor("notifications"),
			children: t("notifications.unsubscribe.settings")
		})]
	});
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "unsubscribe-question",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "lead",
				children: t("notifications.unsubscribe.question", {
					type,
					email: question.data.email
				})
			}),
			unsubscribe.isError && /* @__PURE__ */ jsx(Alert, {
				variant: "danger",
				children: errorText(t, unsubscribe.error)
			}),
			/* @__PURE__ */ jsx(PendingButton, {
				type: "button",
				pending: unsubscribe.isPending,
				onClick: () => unsubscribe.mutate(),
				"data-testid": "unsubscribe-confirm",
				children: t("notifications.unsubscribe.confirm")
			})
		]
	});
}
// src/features/notifications/notifications-page.tsx
/**
* /notifications: which e-mails and pushes the member gets (members only). With ?unsubscribe= it
* is where a mailed unsubscribe link lands, for visitors too.
*/
function Component() {
	const { t } = useTranslation();
	useDocumentTitle(t("routes.notifications"));
	const token = useSearchParams()[0].get("unsubscribe");
	return /* @__PURE__ */ jsx("div", {
		className: "container py-4 py-md-5",
		"data-route": "notifications",
		children: /* @__PURE__ */ jsx("div", {
			className: "row justify-content-center",
			children: /* @__PURE__ */ jsxs("div", {
				className: "col-lg-8",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "h3 mb-4",
					children: t("routes.notifications")
				}), token ? /* @__PURE__ */ jsx(SettingsSection, {
					id: "unsubscribe",
					title: t("notifications.unsubscribe.title"),
					children: /* @__PURE__ */ jsx(UnsubscribePanel, { token })
				}) : /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsx(Sections, {}) })]
			})
		})
	});
}
function Sections() {
	const { t } = useTranslation();
	const { data: user } = useCurrentUser();
	if (!user) return /* @__PURE__ */ jsx(PageLoading, {});
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(SettingsSection, {
		id: "email",
		title: t("settings.notifications.title"),
		children: [
			/* @__PURE__ */ jsx(DisabledReasons, { reasons: user.notifications_disabled }),
			/* @__PURE__ */ jsx("p", {
				className: "text-body-secondary",
				children: t("settings.notifications.intro")
			}),
			/* @__PURE__ */ jsx(NotificationSwitches, { user })
		]
	}), /* @__PURE__ */ jsx(SettingsSection, {
		id: "push",
		title: t("notifications.push.title"),
		children: /* @__PURE__ */ jsx(PushSection, {})
	})] });
}
export { Component };
