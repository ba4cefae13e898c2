import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { b as api, f as leaveSession, n as useCurrentUser, o as useUpdateUser, y as ApiError } from "./use-session-Cd-1WGe-.js";
import { $ as MailChangeBody, Gt as isLocale, Ht as LOCALES, Kt as zod_without_eval_exports, Mt as RetentionCodeResponse, Q as DeleteAccountBody, Wt as LOCALE_NATIVE_NAMES, X as UpdateProfileBody, Z as ChangePasswordBody, d as GeocodeResponse, et as OkResponse, f as GeocodeResult, gt as nameIsNotEmail, l as DataExportResponse, pt as UpdateUserBody, r as pathFor, u as GEOLOCATION_CACHE_MS } from "./route-table-DxKv25ul.js";
import { n as AppForm, t as useFormErrors } from "./use-form-errors-DngMP3g0.js";
import { n as FormField, r as PasswordField, t as EmailField } from "./form-field-C5g9m-TW.js";
import { t as PendingButton } from "./pending-button-BmPYxjzo.js";
import { n as SettingsSection, t as SavedNote } from "./settings-section-DxdCVL21.js";
import { t as MyComplaints } from "./my-complaints-CA_xtTsK.js";
import { d as fieldErrorText, m as useChooseLanguage, o as FictionalPluralBadge, u as errorText, x as writeStored, y as readStored } from "../entry-server.js";
import { i as regionsQuery, s as useSettings, t as companyInfoQuery } from "./api-CqDn7Rbi.js";
import { t as countryName } from "./countries-6q17D6oN.js";
import { t as LocationFields } from "./location-fields-Cn1C1jp9.js";
import { n as useUpdateProfile, t as ownProfileQuery } from "./use-own-profile-Dqqq1l1g.js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useState } from "react";
import { Alert, Button, Form, Spinner } from "react-bootstrap";
import { BellFill, Download, GeoAltFill, Gift } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/settings/api.ts
/** POST /api/password.php */
function useChangePassword() {
	return useMutation({ mutationFn: (body) => api("password.php", OkResponse, {
		method: "POST",
		body
	}) });
}
/** POST /api/mail-change.php: a confirmation link goes to the new address. */
function useRequestMailChange() {
	return useMutation({ mutationFn: (body) => api("mail-change.php", OkResponse, {
		method: "POST",
		body
	}) });
}
/**
* DELETE /api/user.php: the account is pending deletion and the session is over. The goodbye page
* shows first, so leaving the members-only settings does not detour through the login page.
*/
function useDeleteAccount() {
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	return useMutation({
		mutationFn: (body) => api("user.php", OkResponse, {
			method: "DELETE",
			body
		}),
		onSuccess: () => leaveSession(queryClient, () => navigate(pathFor("account-deleted"), { replace: true }))
	});
}
/** POST /api/retention-code.php: the member takes the offer to stay; the same personal code each time. */
function useTakeRetentionOffer() {
	return useMutation({ mutationFn: () => api("retention-code.php", RetentionCodeResponse, { method: "POST" }).then((answer) => answer.discount_code) });
}
/** While a copy of the member's data is being prepared, its state is asked for again this often. */
var PREPARING_POLL_MS = 3e3;
/** GET /api/data-export.php: the member's latest request for a copy of their data. */
var dataExportQuery = queryOptions({
	queryKey: ["data-export"],
	queryFn: ({ signal }) => api("data-export.php", DataExportResponse, { signal }),
	refetchInterval: (query) => query.state.data?.data_export?.status === "preparing" ? PREPARING_POLL_MS : false
});
/** POST /api/data-export.php: asks for a new copy (once a day); the answer is the new state. */
function useRequestDataExport() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => api("data-export.php", DataExportResponse, { method: "POST" }),
		onSuccess: (state) => queryClient.setQueryData(dataExportQuery.queryKey, state)
	});
}
// src/features/settings/account-section.tsx
/** Username and e-mail address. */
function AccountSection({ user }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(SettingsSection, {
		id: "account",
		title: t("settings.account.title"),
		children: [
			/* @__PURE__ */ jsx(NameForm, { user }),
			/* @__PURE__ */ jsx("hr", { className: "my-4" }),
			/* @__PURE__ */ jsx(MailChangeForm, { user })
		]
	});
}
function NameForm({ user }) {
	const { t } = useTranslation();
	const update = useUpdateUser();
	const errors = useFormErrors();
	const [name, setName] = useState(user.profile.name);
	const submit = () => {
		const body = UpdateUserBody.safeParse({ name });
		if (!body.success) return errors.show(body.error);
		if (!nameIsNotEmail({
			name,
			email: user.email
		})) return errors.showFields({ name: "name_equals_email" });
		errors.clear();
		update.mutate(body.data, { onError: errors.show });
	};
	return /* @__PURE__ */ jsxs(AppForm, {
		onSubmit: submit,
		error: errors.formError,
		children: [/* @__PURE__ */ jsx(FormField, {
			id: "settings-name",
			label: t("fields.name"),
			autoComplete: "nickname",
			value: name,
			onChange: (event) => {
				setName(event.target.value);
				update.reset();
			},
			error: errors.fields.name
		}), /* @__PURE__ */ jsxs("div", {
			className: "d-flex align-items-center gap-3",
			children: [/* @__PURE__ */ jsx(PendingButton, {
				pending: update.isPending,
				disabled: name === user.profile.name,
				children: t("settings.save")
			}), /* @__PURE__ */ jsx(SavedNote, { show: update.isSuccess })]
		})]
	});
}
function MailChangeForm({ user }) {
	const { t } = useTranslation();
	const request = useRequestMailChange();
	const errors = useFormErrors({ email_taken: "new_email" });
	const [newEmail, setNewEmail] = useState("");
	const submit = () => {
		const body = MailChangeBody.safeParse({ new_email: newEmail });
		if (!body.success) return errors.show(body.error);
		errors.clear();
		request.mutate(body.data, {
			onSuccess: () => setNewEmail(""),
			onError: errors.show
		});
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("p", {
			className: "mb-3",
			children: [
				t("settings.account.current_email"),
				" ",
				/* @__PURE__ */ jsx("strong", {
					"data-testid": "current-email",
					children: user.email
				})
			]
		}),
		request.isSuccess && /* @__PURE__ */ jsx(Alert, {
			variant: "success",
			"data-testid": "mail-change-sent",
			children: t("settings.account.mail_sent", { email: request.variables.new_email })
		}),
		/* @__PURE__ */ jsxs(AppForm, {
			onSubmit: submit,
			error: errors.formError,
			children: [/* @__PURE__ */ jsx(EmailField, {
				id: "settings-new-email",
				label: t("fields.new_email"),
				value: newEmail,
				onValueChange: setNewEmail,
				error: errors.fields.new_email
			}), /* @__PURE__ */ jsx(PendingButton, {
				pending: request.isPending,
				disabled: newEmail.trim() === "",
				children: t("settings.account.change_email")
			})]
		})
	] });
}
// src/features/settings/complaints-section.tsx
/** The member's complaints and the decisions on them, with the appeal (EU DSA art. 17, 20); mails link to #complaints. */
function ComplaintsSection() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(SettingsSection, {
		id: "complaints",
		title: t("complaints.mine_title"),
		children: /* @__PURE__ */ jsx(MyComplaints, { emptyText: t("complaints.mine_none") })
	});
}
// src/features/settings/data-export-section.tsx
/**
* "Download my data" (GDPR art. 15 and 20): the member asks, a job prepares a ZIP and mails a link;
* here they see it being prepared, then download it until it expires.
*/
function DataExportSection() {
	const { t, i18n } = useTranslation();
	const state = useQuery(dataExportQuery);
	const request = useRequestDataExport();
	const date = (iso) => new Intl.DateTimeFormat(i18n.resolvedLanguage, {
		dateStyle: "long",
		timeStyle: "short"
	}).format(new Date(iso));
	const current = state.data?.data_export;
	const error = request.error;
	return /* @__PURE__ */ jsxs(SettingsSection, {
		id: "data-export",
		title: t("settings.data_export.title"),
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "text-body-secondary",
				children: t("settings.data_export.intro", { days: 7 })
			}),
			current?.status === "preparing" && /* @__PURE__ */ jsxs(Alert, {
				variant: "info",
				className: "d-flex align-items-center gap-2",
				"data-testid": "data-export-preparing",
				children: [/* @__PURE__ */ jsx(Spinner, {
					animation: "border",
					size: "sm",
					"aria-hidden": "true"
				}), t("settings.data_export.preparing")]
			}),
			current?.status === "ready" && current.download_url && current.expires_at && /* @__PURE__ */ jsxs("div", {
				className: "mb-3",
				"data-testid": "data-export-ready",
				children: [/* @__PURE__ */ jsx("p", { children: t("settings.data_export.ready", { date: date(current.expires_at) }) }), /* @__PURE__ */ jsxs("a", {
					className: "btn btn-primary d-inline-flex align-items-center gap-2",
					href: current.download_url,
					download: true,
					"data-testid": "data-export-download",
					children: [/* @__PURE__ */ jsx(Download, { "aria-hidden": "true" }), t("settings.data_export.download")]
				})]
			}),
			current?.status === "expired" && /* @__PURE__ */ jsx("p", {
				className: "text-body-secondary",
				"data-testid": "data-export-expired",
				children: t("settings.data_export.expired")
			}),
			error && /* @__PURE__ */ jsx(Alert, {
				variant: "danger",
				"data-testid": "data-export-error",
				children: error instanceof ApiError && error.code === "data_export_too_soon" && typeof error.params?.at === "string" ? t("errors.data_export_too_soon", { at: date(error.params.at) }) : errorText(t, error)
			}),
			current?.status !== "preparing" && /* @__PURE__ */ jsx(PendingButton, {
				type: "button",
				variant: current?.status === "ready" ? "outline-primary" : "primary",
				pending: request.isPending,
				onClick: () => request.mutate(),
				"data-testid": "data-export-request",
				children: t("settings.data_export.request")
			})
		]
	});
}
// src/features/settings/delete-account-section.tsx
/** Deleting the account: the retention offer first, then password and confirmation (SPEC §4, §5). */
function DeleteAccountSection() {
	const { t } = useTranslation();
	const [stage, setStage] = useState("start");
	const companyInfo = useQuery(companyInfoQuery);
	const discount = companyInfo.data?.company.delete_discount ?? 0;
	return /* @__PURE__ */ jsxs(SettingsSection, {
		id: "delete",
		title: t("settings.delete.title"),
		children: [
			stage === "start" && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
				className: "text-body-secondary",
				children: t("settings.delete.intro", { days: 14 })
			}), /* @__PURE__ */ jsx(PendingButton, {
				type: "button",
				variant: "outline-danger",
				pending: companyInfo.isPending,
				onClick: () => setStage(discount > 0 ? "offer" : "confirm"),
				"data-testid": "delete-start",
				children: t("settings.delete.start")
			})] }),
			stage === "offer" && /* @__PURE__ */ jsx(RetentionOffer, {
				percent: discount,
				onDecline: () => setStage("confirm")
			}),
			stage === "confirm" && /* @__PURE__ */ jsx(ConfirmDeletion, { onCancel: () => setStage("start") })
		]
	});
}
/**
* The offer to stay (the company's delete_discount): taking it issues the member's personal code,
* shown here and carried to the credits page, whose checkout applies it.
*/
function RetentionOffer({ percent, onDecline }) {
	const { t, i18n } = useTranslation();
	const take = useTakeRetentionOffer();
	const code = take.data;
	const until = code?.expires && new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: "long" }).format(new Date(code.expires));
	return /* @__PURE__ */ jsxs("div", {
		className: "text-center p-3 rounded-3 bg-body-tertiary",
		"data-testid": "retention-offer",
		children: [
			/* @__PURE__ */ jsx(Gift, {
				size: 36,
				className: "text-primary mb-2",
				"aria-hidden": "true"
			}),
			code ? /* @__PURE__ */ jsxs("div", {
				"data-testid": "retention-code",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "h5",
						children: t("settings.delete.code_title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "font-monospace fs-4 fw-bold my-3 px-3 py-2 d-inline-block rounded-3 border border-primary border-2 bg-body",
						"data-testid": "retention-code-text",
						children: code.code
					}),
					/* @__PURE__ */ jsx("p", {
						className: "text-body-secondary",
						children: code.expired ? t("errors.code_expired") : t("settings.delete.code_text", {
							percent: code.value_percentage,
							date: until
						})
					})
				]
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
				className: "h5",
				children: t("settings.delete.offer", { percent })
			}), /* @__PURE__ */ jsx("p", {
				className: "text-body-secondary",
				children: t("settings.delete.offer_text")
			})] }),
			take.isError && /* @__PURE__ */ jsx(Alert, {
				variant: "danger",
				className: "text-start",
				children: errorText(t, take.error)
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "d-flex flex-column flex-sm-row justify-content-center gap-2",
				children: [
					!code && /* @__PURE__ */ jsx(PendingButton, {
						type: "button",
						pending: take.isPending,
						onClick: () => take.mutate(),
						"data-testid": "retention-accept",
						children: t("settings.delete.offer_accept")
					}),
					code && !code.expired && /* @__PURE__ */ jsx(Link, {
						className: "btn btn-primary",
						to: `${pathFor("credits")}?${new URLSearchParams({ code: code.code })}`,
						"data-testid": "retention-use",
						children: t("settings.delete.code_use")
					}),
					/* @__PURE__ */ jsx(Button, {
						variant: "link",
						className: "text-danger",
						onClick: onDecline,
						"data-testid": "delete-continue",
						children: t("settings.delete.offer_decline")
					})
				]
			})
		]
	});
}
function ConfirmDeletion({ onCancel }) {
	const { t } = useTranslation();
	const remove = useDeleteAccount();
	const errors = useFormErrors({ wrong_password: "password" });
	const [password, setPassword] = useState("");
	const [confirm, setConfirm] = useState(false);
	const submit = () => {
		const body = DeleteAccountBody.safeParse({
			password,
			confirm
		});
		if (!body.success) return errors.show(body.error);
		errors.clear();
		remove.mutate(body.data, { onError: errors.show });
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Alert, {
		variant: "warning",
		children: t("settings.delete.warning", { days: 14 })
	}), /* @__PURE__ */ jsxs(AppForm, {
		onSubmit: submit,
		error: errors.formError,
		children: [
			/* @__PURE__ */ jsx(PasswordField, {
				id: "delete-password",
				autoComplete: "current-password",
				value: password,
				onValueChange: setPassword,
				error: errors.fields.password
			}),
			/* @__PURE__ */ jsx(Form.Check, {
				id: "delete-confirm",
				className: "mb-3",
				label: t("settings.delete.confirm_label"),
				checked: confirm,
				onChange: (event) => setConfirm(event.target.checked),
				isInvalid: Boolean(errors.fields.confirm),
				feedback: errors.fields.confirm && fieldErrorText(t, errors.fields.confirm),
				feedbackType: "invalid"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "d-flex flex-wrap gap-2",
				children: [/* @__PURE__ */ jsx(PendingButton, {
					variant: "danger",
					pending: remove.isPending,
					"data-testid": "delete-submit",
					children: t("settings.delete.submit")
				}), /* @__PURE__ */ jsx(Button, {
					variant: "outline-secondary",
					onClick: onCancel,
					disabled: remove.isPending,
					children: t("settings.delete.cancel")
				})]
			})
		]
	})] });
}
// src/features/settings/first-contact-section.tsx
/**
* Whether fictional profiles may write the first message to the member (issue 19), saved at once.
* The text begins with the badge they carry, in the site's own word for them, and speaks of "these
* profiles": no sentence has to fit its grammar around whatever word a site chose.
*/
function FirstContactSection({ user }) {
	const { t } = useTranslation();
	const update = useUpdateUser();
	const [sending, setSending] = useState(null);
	const change = (on) => {
		setSending(on);
		update.mutate({ fictional_first_contact: on }, { onSettled: () => setSending(null) });
	};
	return /* @__PURE__ */ jsxs(SettingsSection, {
		id: "first-contact",
		title: t("settings.first_contact.title"),
		children: [
			update.isError && /* @__PURE__ */ jsx(Alert, {
				variant: "danger",
				children: errorText(t, update.error)
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "text-body-secondary",
				children: [/* @__PURE__ */ jsx(FictionalPluralBadge, { className: "me-2" }), t("settings.first_contact.intro")]
			}),
			/* @__PURE__ */ jsx(Form.Check, {
				type: "switch",
				id: "settings-first-contact",
				className: "mb-2",
				label: t("settings.first_contact.label"),
				checked: sending ?? user.fictional_first_contact,
				disabled: update.isPending,
				onChange: (event) => change(event.target.checked)
			}),
			/* @__PURE__ */ jsx(SavedNote, { show: update.isSuccess })
		]
	});
}
// src/features/settings/language-section.tsx
/** The interface language, switched at once and stored with the account (SPEC §7). */
function LanguageSection() {
	const { t, i18n } = useTranslation();
	const { choose, update } = useChooseLanguage();
	return /* @__PURE__ */ jsxs(SettingsSection, {
		id: "language",
		title: t("settings.language.title"),
		children: [update.isError && /* @__PURE__ */ jsx(Alert, {
			variant: "danger",
			children: errorText(t, update.error)
		}), /* @__PURE__ */ jsx(FormField, {
			as: "select",
			id: "settings-language",
			label: t("settings.language.label"),
			value: i18n.resolvedLanguage,
			disabled: update.isPending,
			onChange: (event) => isLocale(event.target.value) && choose(event.target.value),
			hint: /* @__PURE__ */ jsx(SavedNote, { show: update.isSuccess }),
			children: LOCALES.map((locale) => /* @__PURE__ */ jsx("option", {
				value: locale,
				lang: locale,
				children: LOCALE_NATIVE_NAMES[locale]
			}, locale))
		})]
	});
}
// src/lib/geolocation.ts
var STORAGE_KEY = "geolocation";
/** The last position asked for and what it was geocoded to (false: nowhere the data names). */
var StoredLocation = zod_without_eval_exports.z.object({
	at: zod_without_eval_exports.z.number(),
	lat: zod_without_eval_exports.z.number(),
	lon: zod_without_eval_exports.z.number(),
	geocode: GeocodeResult.or(zod_without_eval_exports.z.literal(false))
});
/** The browser may take its time to get a fix; past this the attempt counts as unavailable. */
var POSITION_TIMEOUT_MS = 15e3;
function currentPosition() {
	return new Promise((resolve, reject) => {
		navigator.geolocation.getCurrentPosition(resolve, reject, {
			enableHighAccuracy: false,
			maximumAge: GEOLOCATION_CACHE_MS,
			timeout: POSITION_TIMEOUT_MS
		});
	});
}
/**
* Where the member is (SPEC §7 GET /api/geocode.php, §9 cache of an hour). Asks the browser, which
* may ask the member: call it only from the member's own action, never on page load. A position
* and its answer younger than an hour are used again without asking anything.
*/
async function locate(now = Date.now()) {
	const cached = readStored("local", STORAGE_KEY, StoredLocation);
	if (cached && now - cached.at >= 0 && now - cached.at < 36e5) return resultOf(cached.geocode);
	if (!("geolocation" in navigator)) return { status: "unavailable" };
	let position;
	try {
		position = await currentPosition();
	} catch (error) {
		return { status: error?.code === 1 ? "denied" : "unavailable" };
	}
	const lat = position.coords.latitude;
	const lon = position.coords.longitude;
	const { geocode } = await api("geocode.php", GeocodeResponse, { query: {
		lat,
		lon
	} });
	writeStored("local", STORAGE_KEY, {
		at: now,
		lat,
		lon,
		geocode
	});
	return resultOf(geocode);
}
var resultOf = (geocode) => geocode ? {
	status: "found",
	place: geocode
} : { status: "not_found" };
// src/components/current-location-button.tsx
/**
* 'Use my current location' (SPEC §3 geolocation permission and geocode): asks the browser only
* when clicked, then fills country, region and town, if the site serves that country.
*/
function CurrentLocationButton({ onFound, idPrefix }) {
	const { t, i18n } = useTranslation();
	const queryClient = useQueryClient();
	const settings = useSettings();
	const [pending, setPending] = useState(false);
	const [outcome, setOutcome] = useState();
	/** regions.php names the region; the fields hold its code. */
	const withRegionCode = async (place) => {
		const region = ((await queryClient.fetchQuery(regionsQuery(place.country))).countries[0]?.regions ?? []).find((r) => r.name === place.region)?.code ?? "";
		return {
			country: place.country,
			region,
			city: place.city
		};
	};
	const run = async () => {
		setPending(true);
		setOutcome(void 0);
		try {
			const result = await locate();
			if (result.status !== "found") return setOutcome({ kind: result.status });
			if (!settings?.countries.includes(result.place.country)) return setOutcome({
				kind: "outside",
				country: result.place.country
			});
			onFound(await withRegionCode(result.place));
			setOutcome({ kind: "filled" });
		} catch {
			setOutcome({ kind: "failed" });
		} finally {
			setPending(false);
		}
	};
	let message;
	if (outcome?.kind === "outside" && outcome.country) message = t("geolocation.outside", { country: countryName(outcome.country, i18n.resolvedLanguage ?? "en") });
	else if (outcome?.kind === "failed") message = t("errors.internal_error");
	else if (outcome) message = t(`geolocation.${outcome.kind}`);
	return /* @__PURE__ */ jsxs("div", {
		className: "mb-3",
		children: [/* @__PURE__ */ jsxs(PendingButton, {
			type: "button",
			variant: "outline-primary",
			size: "sm",
			pending,
			onClick: () => void run(),
			"aria-describedby": message ? `${idPrefix}-geolocation-status` : void 0,
			"data-testid": "use-current-location",
			children: [!pending && /* @__PURE__ */ jsx(GeoAltFill, {
				className: "me-2",
				"aria-hidden": "true"
			}), t("geolocation.use_current")]
		}), message && outcome && /* @__PURE__ */ jsx("p", {
			id: `${idPrefix}-geolocation-status`,
			className: `small mt-2 mb-0 ${outcome.kind === "filled" ? "text-success" : "text-body-secondary"}`,
			role: "status",
			"data-testid": "geolocation-status",
			"data-outcome": outcome.kind,
			children: message
		})]
	});
}
// src/features/settings/location-section.tsx
/** Country, region and town, as on the profile; or filled from where the member is now. */
function LocationSection() {
	const { t } = useTranslation();
	const profile = useQuery(ownProfileQuery).data?.profile;
	return /* @__PURE__ */ jsx(SettingsSection, {
		id: "location",
		title: t("settings.location.title"),
		children: profile ? /* @__PURE__ */ jsx(LocationForm, { profile }) : /* @__PURE__ */ jsx(PageLoading, {})
	});
}
function LocationForm({ profile }) {
	const { t } = useTranslation();
	const update = useUpdateProfile();
	const errors = useFormErrors();
	const [location, setLocation] = useState({
		country: profile.country,
		region: profile.region
	});
	const [city, setCity] = useState(profile.city);
	const unchanged = location.country === profile.country && location.region === profile.region && city === profile.city;
	const submit = () => {
		const body = UpdateProfileBody.safeParse({
			...location,
			city
		});
		if (!body.success) return errors.show(body.error);
		errors.clear();
		update.mutate(body.data, { onError: errors.show });
	};
	const changed = () => update.reset();
	return /* @__PURE__ */ jsxs(AppForm, {
		onSubmit: submit,
		error: errors.formError,
		children: [
			/* @__PURE__ */ jsx(CurrentLocationButton, {
				idPrefix: "settings",
				onFound: (place) => {
					setLocation({
						country: place.country,
						region: place.region
					});
					setCity(place.city);
					changed();
				}
			}),
			/* @__PURE__ */ jsx(LocationFields, {
				idPrefix: "settings",
				...location,
				onChange: (next) => {
					setLocation(next);
					changed();
				},
				errors: errors.fields
			}),
			/* @__PURE__ */ jsx(FormField, {
				id: "settings-city",
				label: t("fields.city"),
				autoComplete: "address-level2",
				maxLength: 100,
				value: city,
				onChange: (event) => {
					setCity(event.target.value);
					changed();
				},
				error: errors.fields.city
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "d-flex align-items-center gap-3",
				children: [/* @__PURE__ */ jsx(PendingButton, {
					pending: update.isPending,
					disabled: unchanged,
					children: t("settings.save")
				}), /* @__PURE__ */ jsx(SavedNote, { show: update.isSuccess })]
			})
		]
	});
}
// src/features/settings/notifications-section.tsx
/** E-mail and push notifications have their own page (/notifications); this says where. */
function NotificationsSection({ user }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(SettingsSection, {
		id: "notifications",
		title: t("notifications.title"),
		children: [
			user.notifications_disabled.length > 0 && /* @__PURE__ */ jsx("p", {
				className: "text-danger",
				children: t("alerts.notifications_disabled.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-body-secondary",
				children: t("notifications.settings_intro")
			}),
			/* @__PURE__ */ jsxs(Link, {
				className: "btn btn-outline-primary d-inline-flex align-items-center gap-2",
				to: pathFor("notifications"),
				children: [/* @__PURE__ */ jsx(BellFill, { "aria-hidden": "true" }), t("notifications.manage")]
			})
		]
	});
}
// src/features/settings/password-section.tsx
var EMPTY = {
	old_password: "",
	password: "",
	password_repeat: ""
};
function PasswordSection({ user }) {
	const { t } = useTranslation();
	const change = useChangePassword();
	const errors = useFormErrors({ wrong_old_password: "old_password" });
	const [values, setValues] = useState(EMPTY);
	const submit = () => {
		const body = ChangePasswordBody.safeParse(values);
		if (!body.success) return errors.show(body.error);
		errors.clear();
		change.mutate(body.data, {
			onSuccess: () => setValues(EMPTY),
			onError: errors.show
		});
	};
	const field = (name, label, autoComplete) => /* @__PURE__ */ jsx(PasswordField, {
		id: `settings-${name.replaceAll("_", "-")}`,
		label,
		autoComplete,
		value: values[name],
		onValueChange: (value) => {
			setValues({
				...values,
				[name]: value
			});
			change.reset();
		},
		error: errors.fields[name]
	});
	return /* @__PURE__ */ jsx(SettingsSection, {
		id: "password",
		title: t("settings.password.title"),
		children: /* @__PURE__ */ jsxs(AppForm, {
			onSubmit: submit,
			error: errors.formError,
			children: [
				/* @__PURE__ */ jsx("input", {
					type: "email",
					autoComplete: "username",
					value: user.email,
					readOnly: true,
					hidden: true
				}),
				field("old_password", t("fields.old_password"), "current-password"),
				field("password", t("fields.new_password"), "new-password"),
				field("password_repeat", t("fields.password_repeat"), "new-password"),
				/* @__PURE__ */ jsxs("div", {
					className: "d-flex align-items-center gap-3",
					children: [/* @__PURE__ */ jsx(PendingButton, {
						pending: change.isPending,
						children: t("settings.password.submit")
					}), /* @__PURE__ */ jsx(SavedNote, {
						show: change.isSuccess,
						text: t("settings.password.changed")
					})]
				})
			]
		})
	});
}
// src/features/settings/settings-page.tsx
/** /settings: the member's account, one card per subject (members only). */
function Component() {
	const { t } = useTranslation();
	useDocumentTitle(t("routes.settings"));
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsx("div", {
		className: "container py-4 py-md-5",
		"data-route": "settings",
		children: /* @__PURE__ */ jsx("div", {
			className: "row justify-content-center",
			children: /* @__PURE__ */ jsxs("div", {
				className: "col-lg-8",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "h3 mb-4",
					children: t("routes.settings")
				}), /* @__PURE__ */ jsx(Sections, {})]
			})
		})
	}) });
}
function Sections() {
	const { data: user } = useCurrentUser();
	if (!user) return /* @__PURE__ */ jsx(PageLoading, {});
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(AccountSection, { user }),
		/* @__PURE__ */ jsx(PasswordSection, { user }),
		/* @__PURE__ */ jsx(LanguageSection, {}),
		/* @__PURE__ */ jsx(LocationSection, {}),
		/* @__PURE__ */ jsx(NotificationsSection, { user }),
		/* @__PURE__ */ jsx(FirstContactSection, { user }),
		/* @__PURE__ */ jsx(ComplaintsSection, {}),
		/* @__PURE__ */ jsx(DataExportSection, {}),
		/* @__PURE__ */ jsx(DeleteAccountSection, {})
	] });
}
export { Component };
