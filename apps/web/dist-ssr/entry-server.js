import { Bt as ERROR_CODES, Ht as LOCALES, It as formatCountdown, Kt as zod_without_eval_exports, Nt as TIME_BONUS, Wt as LOCALE_NATIVE_NAMES, _ as RealtimeFrame, et as OkResponse, h as ServiceWorkerMessage, ht as VALIDATION_CODES, j as AutoLikeResponse, m as PushSubscriptionJson, n as ROUTE_NAMES, p as PushSubscribeBody, r as pathFor, t as ROUTES } from "./assets/route-table-DxKv25ul.js";
import { a as settingsQuery, n as fetchSettings, o as useCompanyInfo, s as useSettings } from "./assets/api-CqDn7Rbi.js";
import { n as creditBadgeVariant, t as badgeText } from "./assets/constants-CFFhBdGC.js";
import { b as api, c as chooseLocale, h as REALTIME_RECONNECT_MIN_MS, i as useLogout, l as pickLocale, m as REALTIME_RECONNECT_MAX_MS, n as useCurrentUser, o as useUpdateUser, p as userQuery, u as startI18n, v as recheckPushSubscription, x as setApiTransport, y as ApiError } from "./assets/use-session-Cd-1WGe-.js";
import { a as useUnreadCount, c as addMessageToHistory, d as markChatRead, f as messagesQuery, h as updateChats, i as useNewLikesCount, l as chatsQuery, n as setAppBadge, p as removeChat, r as useAttentionCount, s as likesQuery, t as useDocumentTitle } from "./assets/use-document-title-DKqvownB.js";
import { i as welcomeDiscountQuery, t as CREDITS_OFFER_KEY } from "./assets/payments-RPbzDEEh.js";
import { t as PageLoading } from "./assets/page-loading-Z-lFEJrw.js";
import { t as PendingButton } from "./assets/pending-button-BmPYxjzo.js";
import { AsyncLocalStorage } from "node:async_hooks";
import { QueryClient, QueryClientProvider, dehydrate, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { text } from "node:stream/consumers";
import { prerenderToNodeStream } from "react-dom/static";
import { I18nextProvider, useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, StaticRouterProvider, createStaticHandler, createStaticRouter, data, isRouteErrorResponse, useMatches, useNavigate, useRouteError, useSearchParams } from "react-router";
import { Component, StrictMode, Suspense, createContext, lazy, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Alert, Button, CloseButton, Container, Modal, Nav, NavDropdown, Navbar, Toast, ToastContainer } from "react-bootstrap";
import { BellFill, CameraFill, ChatDots, ChatHeartFill, CheckCircleFill, ChevronLeft, Coin, EnvelopeExclamation, EnvelopeSlash, Gem, Gift, Globe2, Heart, HeartFill, PersonCircle, PersonFill, Robot, Search, Stopwatch, WifiOff } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// ../../packages/core/src/pwa.ts
var SERVICE_WORKER_PATH = "/sw.js";
// src/pwa/service-worker.ts
/**
* Only the production build has a service worker (vite.config.ts builds it into the site root so its
* scope is the whole site): the dev server serves none, and one would cache what a developer edits.
*/
function serviceWorkerAvailable() {
	return typeof navigator !== "undefined" && "serviceWorker" in navigator;
}
/**
* The active registration, registering first if that has not happened yet (it is idempotent).
* Push needs an active worker, so this waits for `ready`; registering first makes a failure reject
* instead of leaving `ready` pending forever.
*/
async function serviceWorkerRegistration() {
	await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" });
	return navigator.serviceWorker.ready;
}
// src/pwa/push.ts
/** Push needs a service worker, the Push API and notifications; older browsers and insecure pages lack some. */
function pushSupported() {
	return serviceWorkerAvailable() && typeof window !== "undefined" && "PushManager" in window && "Notification" in window;
}
function browserPermission() {
	return Notification.permission === "default" ? "prompt" : Notification.permission;
}
/** The existing subscription, if a service worker is registered at all (asking must not register one). */
async function currentSubscription() {
	return await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription() ?? null;
}
/** The subscription that can show notifications: some browsers keep one after the permission is revoked. */
async function activeSubscription() {
	if (!pushSupported() || browserPermission() !== "granted") return null;
	return currentSubscription();
}
async function readBrowserPushState() {
	if (!pushSupported()) return {
		permission: "unsupported",
		subscribed: false
	};
	return {
		permission: browserPermission(),
		subscribed: await activeSubscription() !== null
	};
}
/** The VAPID public key from the settings (URL-safe base64) as the bytes the Push API takes. */
function applicationServerKey(base64Url) {
	const base64 = base64Url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64Url.length / 4) * 4, "=");
	const binary = atob(base64);
	const bytes = new Uint8Array(binary.length);
	for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
	return bytes;
}
function sameKey(subscription, key) {
	const current = subscription.options.applicationServerKey;
	if (!current) return false;
	const bytes = new Uint8Array(current);
	return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}
/** SPEC §7 POST /api/user.php?push=1 (members only). */
function postSubscription(body) {
	return api("user.php", OkResponse, {
		method: "POST",
		query: { push: 1 },
		body: PushSubscribeBody.parse(body)
	});
}
/**
* Subscribes this browser with the site's key, reusing a subscription made with the same key (a
* subscription made with an older key cannot be reused: the push service would refuse the server).
*/
async function subscribeBrowser(publicKey) {
	const key = applicationServerKey(publicKey);
	const registration = await serviceWorkerRegistration();
	const existing = await registration.pushManager.getSubscription();
	if (existing && sameKey(existing, key)) return existing;
	await existing?.unsubscribe();
	return registration.pushManager.subscribe({
		userVisibleOnly: true,
		applicationServerKey: key
	});
}
/** Hands the subscription to the server, which links it to the logged-in member. */
function storeSubscription(subscription) {
	return postSubscription({ subscription: PushSubscriptionJson.parse(subscription.toJSON()) });
}
/**
* Ends this browser's subscription, then asks the server to forget it. The browser side is what
* stops the notifications; should the server not hear of it, its next push is answered 410 Gone
* and the subscription is removed then (ARCHITECTURE: web-push).
*/
async function unsubscribeBrowser(tellServer) {
	const subscription = await currentSubscription();
	if (!subscription) return;
	const { endpoint } = subscription;
	await subscription.unsubscribe();
	if (tellServer) await postSubscription({
		subscription: null,
		endpoint
	}).catch(() => {});
}
// src/hooks/use-push.ts
/** The browser's side of push, shared by every component that shows it (alert, notifications page). */
var pushStateQuery = queryOptions({
	queryKey: ["push-state"],
	queryFn: readBrowserPushState,
	staleTime: Infinity,
	retry: false,
	meta: { site: true }
});
/**
* Web push for this browser (SPEC §4 push permission, §7 POST /api/user.php?push=1). Push is
* 'unsupported' where the browser lacks it or the site has no VAPID key configured.
*/
function usePush() {
	const queryClient = useQueryClient();
	const settings = useSettings();
	const publicKey = settings?.push_public_key ?? null;
	const supported = pushSupported();
	const state = useQuery({
		...pushStateQuery,
		enabled: supported
	});
	useEffect(() => {
		if (!supported || !navigator.permissions) return;
		let status;
		const onChange = () => void queryClient.invalidateQueries({ queryKey: pushStateQuery.queryKey });
		navigator.permissions.query({ name: "notifications" }).then((answer) => {
			status = answer;
			status.addEventListener("change", onChange);
		}).catch(() => {});
		return () => status?.removeEventListener("change", onChange);
	}, [supported, queryClient]);
	const settle = async () => {
		await recheckPushSubscription();
		await queryClient.invalidateQueries({ queryKey: pushStateQuery.queryKey });
	};
	const enable = useMutation({ mutationFn: async () => {
		if (!supported || !publicKey) throw new Error("Push notifications are not supported here.");
		try {
			if (await Notification.requestPermission() !== "granted") return;
			const subscription = await subscribeBrowser(publicKey);
			if (queryClient.getQueryData(userQuery.queryKey)) await storeSubscription(subscription);
		} finally {
			await settle();
		}
	} });
	const disable = useMutation({ mutationFn: async () => {
		try {
			await unsubscribeBrowser(Boolean(queryClient.getQueryData(userQuery.queryKey)));
		} finally {
			await settle();
		}
	} });
	let permission;
	if (!supported || settings && !publicKey) permission = "unsupported";
	else if (!settings || !state.data) permission = "unknown";
	else permission = state.data.permission;
	return {
		permission,
		subscribed: permission === "granted" && Boolean(state.data?.subscribed),
		enable: async () => {
			await enable.mutateAsync();
		},
		disable: async () => {
			await disable.mutateAsync();
		},
		pending: enable.isPending || disable.isPending
	};
}
// src/pwa/connection-status.tsx
/** How long 'Back online' stays before it goes by itself. */
var BACK_ONLINE_MS = 3e3;
function onConnectionChange(onChange) {
	window.addEventListener("online", onChange);
	window.addEventListener("offline", onChange);
	return () => {
		window.removeEventListener("online", onChange);
		window.removeEventListener("offline", onChange);
	};
}
function useOnline() {
	return useSyncExternalStore(onConnectionChange, () => navigator.onLine, () => true);
}
/**
* SPEC §4: offline/online status is tracked and shown: 'You are offline' for as long as it lasts,
* then 'Back online' briefly.
*/
function ConnectionStatus() {
	const { t } = useTranslation();
	const online = useOnline();
	const [wasOffline, setWasOffline] = useState(false);
	const [backOnline, setBackOnline] = useState(false);
	if (!online && !wasOffline) setWasOffline(true);
	if (online && wasOffline) {
		setWasOffline(false);
		setBackOnline(true);
	}
	useEffect(() => {
		if (!backOnline) return;
		const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
		return () => clearTimeout(timer);
	}, [backOnline]);
	const offline = !online;
	return /* @__PURE__ */ jsx(ToastContainer, {
		position: "bottom-center",
		containerPosition: "fixed",
		className: "p-3 app-connection-status",
		children: /* @__PURE__ */ jsx(Toast, {
			show: offline || backOnline,
			bg: offline ? "dark" : "success",
			"data-testid": "connection-status",
			children: /* @__PURE__ */ jsxs(Toast.Body, {
				className: "d-flex align-items-center gap-2 text-white",
				role: "status",
				"aria-live": "polite",
				children: [offline ? /* @__PURE__ */ jsx(WifiOff, { "aria-hidden": "true" }) : /* @__PURE__ */ jsx(CheckCircleFill, { "aria-hidden": "true" }), /* @__PURE__ */ jsx("span", { children: offline ? t("connection.offline") : t("connection.online") })]
			})
		})
	});
}
// src/pwa/pwa-sync.tsx
/** SPEC §7: a push tells open tabs that chats and likes changed; reload them, and the user with its credits. */
function reloadAfterPush(queryClient) {
	for (const query of [
		chatsQuery,
		likesQuery,
		userQuery
	]) queryClient.invalidateQueries({ queryKey: query.queryKey });
}
/** Registers the service worker once the page has loaded (it must not compete with the first paint) and listens to it. */
function useServiceWorker(queryClient) {
	useEffect(() => {
		if (!serviceWorkerAvailable()) return;
		const register = () => {
			navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" }).catch((error) => {
				console.warn("The service worker could not be registered", error);
			});
		};
		if (document.readyState === "complete") register();
		else window.addEventListener("load", register, { once: true });
		const onMessage = (event) => {
			if (ServiceWorkerMessage.safeParse(event.data).success) reloadAfterPush(queryClient);
		};
		navigator.serviceWorker.addEventListener("message", onMessage);
		return () => {
			window.removeEventListener("load", register);
			navigator.serviceWorker.removeEventListener("message", onMessage);
		};
	}, [queryClient]);
}
/**
* A push subscription belongs to whoever is logged in on this browser: a member who logs in has
* it linked to their account (it may have been made before logging in, or for someone else), and
* logging out ends it, so the next person at this device never sees the last member's messages.
*/
function usePushFollowsMember(queryClient) {
	const { data: user } = useQuery(userQuery);
	const memberId = user?.id;
	const previous = useRef(void 0);
	useEffect(() => {
		if (user === void 0 || !serviceWorkerAvailable()) return;
		const before = previous.current;
		previous.current = memberId ?? null;
		if (memberId !== void 0 && memberId !== before) activeSubscription().then((subscription) => subscription && storeSubscription(subscription)).catch(() => {});
		else if (memberId === void 0 && typeof before === "number") unsubscribeBrowser(false).then(async () => {
			await recheckPushSubscription();
			await queryClient.invalidateQueries({ queryKey: pushStateQuery.queryKey });
		});
	}, [
		user,
		memberId,
		queryClient
	]);
}
/** The installed app's work that runs once per tab, whatever the page: worker, push and the connection toast. */
function PwaSync() {
	const queryClient = useQueryClient();
	useServiceWorker(queryClient);
	usePushFollowsMember(queryClient);
	return /* @__PURE__ */ jsx(ConnectionStatus, {});
}
// src/lib/realtime-dispatch.ts
var openConversationId = null;
/**
* The conversation on screen, if any: a message arriving there is read at once (the page marks
* it read), so it does not raise the unread count meanwhile.
*/
function setOpenConversation(conversationId) {
	openConversationId = conversationId;
}
function isOnScreen(conversationId) {
	return openConversationId === conversationId && (typeof document === "undefined" || document.visibilityState !== "hidden");
}
/** A new message in the list: its chat moves to the top with the message as its preview. */
function applyMessage(queryClient, message, userId) {
	addMessageToHistory(queryClient, message);
	const data = queryClient.getQueryData(chatsQuery.queryKey);
	const entry = data?.chats.find((chat) => chat.conversation.id === message.conversation_id);
	if (!data || !entry) {
		queryClient.invalidateQueries({ queryKey: chatsQuery.queryKey });
		return;
	}
	if (entry.last_message && entry.last_message.id === message.id) return;
	const incoming = message.sender_id !== userId && !isOnScreen(message.conversation_id);
	const updated = {
		...entry,
		last_message: message,
		num_unread_messages: entry.num_unread_messages + (incoming ? 1 : 0)
	};
	updateChats(queryClient, (chats) => [updated, ...chats.filter((chat) => chat !== entry)]);
}
/** The other member read the conversation: the member's own messages in it get their read ticks. */
function applyRead(queryClient, conversationId, readerId, userId) {
	if (readerId === userId) {
		markChatRead(queryClient, conversationId);
		return;
	}
	const markOwn = (message) => message.sender_id === userId && !message.read ? {
		...message,
		read: true
	} : message;
	queryClient.setQueryData(messagesQuery(conversationId).queryKey, (data) => data ? {
		...data,
		pages: data.pages.map((page) => ({
			...page,
			messages: page.messages.map(markOwn)
		}))
	} : data);
	updateChats(queryClient, (chats) => chats.map((chat) => chat.conversation.id === conversationId && chat.last_message ? {
		...chat,
		last_message: markOwn(chat.last_message)
	} : chat));
}
/**
* What a WebSocket event (issue 5, contract RealtimeEvent) changes in the TanStack cache: chats
* and the open conversation follow at once; a like reloads the likes (SPEC §7).
*/
function applyRealtimeEvent(queryClient, event, userId) {
	switch (event.type) {
		case "message":
			applyMessage(queryClient, event.message, userId);
			break;
		case "read":
			applyRead(queryClient, event.conversation_id, event.reader_id, userId);
			break;
		case "chat_deleted":
			removeChat(queryClient, event.conversation_id);
			break;
		case "like":
			queryClient.invalidateQueries({ queryKey: likesQuery.queryKey });
			break;
		case "user":
			queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
			queryClient.invalidateQueries({ queryKey: CREDITS_OFFER_KEY });
	}
}
/**
* Reloads whatever a missed event would have changed (the cases of applyRealtimeEvent): chats and
* open histories (message, read, chat_deleted), likes, and the member's user and credit offer.
*/
function reloadAfterMissedEvents(queryClient) {
	for (const queryKey of [
		chatsQuery.queryKey,
		["messages"],
		likesQuery.queryKey,
		userQuery.queryKey,
		CREDITS_OFFER_KEY
	]) queryClient.invalidateQueries({ queryKey });
}
// src/lib/realtime.ts
/** The socket of this tab: same host as the page, wss on https (issue 5: WebSocket /api/ws). */
function realtimeUrl(location = window.location) {
	return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/ws`;
}
/** The wait before reconnect attempt `attempt` (0 = first): doubling from 1 s, capped at 30 s. */
function reconnectDelay(attempt) {
	return Math.min(REALTIME_RECONNECT_MAX_MS, REALTIME_RECONNECT_MIN_MS * 2 ** attempt);
}
/**
* One WebSocket for the tab, reconnecting with backoff when it drops. Messages are checked against
* the RealtimeFrame contract; anything else is ignored. Each stream's numbers (RealtimeSeq) must
* follow on from where the socket's hello frame said it stood.
*/
var RealtimeClient = class {
	url;
	handlers;
	createSocket;
	socket = null;
	timer;
	attempt = 0;
	opened = false;
	stopped = true;
	/** The last number of each stream on this socket. */
	streams = /* @__PURE__ */ new Map();
	constructor(url, handlers, createSocket = (url) => new WebSocket(url)) {
		this.url = url;
		this.handlers = handlers;
		this.createSocket = createSocket;
	}
	start() {
		if (!this.stopped) return;
		this.stopped = false;
		this.connect();
	}
	stop() {
		this.stopped = true;
		clearTimeout(this.timer);
		const socket = this.socket;
		this.socket = null;
		if (socket) {
			socket.onclose = null;
			socket.onmessage = null;
			socket.onerror = null;
			socket.close();
		}
	}
	connect() {
		let socket;
		try {
			socket = this.createSocket(this.url);
		} catch {
			this.scheduleReconnect();
			return;
		}
		this.socket = socket;
		socket.onopen = () => {
			this.attempt = 0;
			if (this.opened) this.handlers.onMissed?.();
			this.opened = true;
		};
		socket.onmessage = (message) => {
			if (typeof message.data !== "string") return;
			let payload;
			try {
				payload = JSON.parse(message.data);
			} catch {
				return;
			}
			const frame = RealtimeFrame.safeParse(payload);
			if (frame.success) this.receive(frame.data);
		};
		socket.onclose = () => {
			if (this.socket === socket) this.socket = null;
			this.scheduleReconnect();
		};
	}
	receive(frame) {
		if (frame.type === "hello") {
			this.streams = new Map(Object.entries(frame.streams));
			return;
		}
		const { stream, n } = frame.seq;
		const expected = (this.streams.get(stream) ?? 0) + 1;
		this.streams.set(stream, n);
		if (n !== expected) this.handlers.onMissed?.();
		this.handlers.onEvent(frame);
	}
	scheduleReconnect() {
		if (this.stopped) return;
		clearTimeout(this.timer);
		this.timer = setTimeout(() => this.connect(), reconnectDelay(this.attempt++));
	}
};
// src/hooks/use-realtime.ts
/**
* Keeps one WebSocket open while a member is logged in and lets its events update the cache.
* After a reconnect, or when an event's number shows that one was lost, what events update reloads.
*/
function useRealtime() {
	const queryClient = useQueryClient();
	const { data: user } = useCurrentUser();
	const userId = user?.id;
	useEffect(() => {
		if (userId === void 0 || typeof WebSocket === "undefined") return;
		const client = new RealtimeClient(realtimeUrl(), {
			onEvent: (event) => applyRealtimeEvent(queryClient, event, userId),
			onMissed: () => reloadAfterMissedEvents(queryClient)
		});
		client.start();
		return () => client.stop();
	}, [userId, queryClient]);
}
// src/app/member-sync.tsx
/**
* Once per tab, whatever the layout: the member's WebSocket (issue 5) and the installed app's badge,
* which shows the same total as the title prefix (SPEC §4).
*/
function MemberSync() {
	useRealtime();
	const count = useAttentionCount();
	useEffect(() => setAppBadge(count), [count]);
	return null;
}
// src/app/app-providers.tsx
/** What wraps every page, in the browser and in the server's rendering alike, so both give the same markup. */
function AppProviders({ queryClient, children }) {
	return /* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsxs(QueryClientProvider, {
		client: queryClient,
		children: [
			/* @__PURE__ */ jsx(MemberSync, {}),
			/* @__PURE__ */ jsx(PwaSync, {}),
			children
		]
	}) });
}
// src/app/page-state.ts
function isServerRendered(handle) {
	return typeof handle === "object" && handle !== null && typeof handle.prefetch === "function";
}
// src/lib/query-client.ts
/**
* SPEC §7: calls retry up to 5 times with exponential delay (TanStack's default delay doubles
* from 1 s up to 30 s). A request the server refused (4xx) would fail the same way again, so only
* network and server failures are retried.
*/
function shouldRetry(failureCount, error) {
	if (failureCount >= 5) return false;
	return !(error instanceof ApiError) || error.retryable;
}
function createQueryClient() {
	return new QueryClient({ defaultOptions: {
		queries: {
			retry: shouldRetry,
			staleTime: 3e4,
			refetchOnWindowFocus: false
		},
		mutations: { retry: false }
	} });
}
// src/lib/browser-storage.ts
function storage(area) {
	try {
		return area === "local" ? window.localStorage : window.sessionStorage;
	} catch {
		return;
	}
}
/** A stored JSON value of any shape; unreadable or absent is undefined. */
function readStoredJson(area, key) {
	try {
		const raw = storage(area)?.getItem(key);
		return raw == null ? void 0 : JSON.parse(raw);
	} catch {
		return;
	}
}
/** A stored JSON value if it still has the expected shape; anything else counts as absent. */
function readStored(area, key, schema) {
	const parsed = schema.safeParse(readStoredJson(area, key));
	return parsed.success ? parsed.data : void 0;
}
function writeStored(area, key, value) {
	try {
		storage(area)?.setItem(key, JSON.stringify(value));
	} catch {}
}
function removeStored(area, key) {
	try {
		storage(area)?.removeItem(key);
	} catch {}
}
// src/pwa/chunk-reload.ts
var reloading = false;
/** True once a reload for a failed chunk is on its way: the error page then waits instead of showing it. */
function isReloadingForChunk() {
	return reloading;
}
// src/app/error-page.tsx
/** SPEC §8: the message or 'Error', and the status (default 500). */
function describeRouteError(error) {
	if (isRouteErrorResponse(error)) {
		const message = typeof error.data === "string" ? error.data : error.statusText;
		return {
			status: error.status,
			message: message || "Error"
		};
	}
	if (error instanceof Error) return {
		status: "status" in error && typeof error.status === "number" ? error.status : 500,
		message: error.message || "Error"
	};
	return {
		status: 500,
		message: "Error"
	};
}
/** The error as a page shows it; a page may show it itself, e.g. for an API 404, without throwing. */
function RouteErrorView({ error }) {
	const { t } = useTranslation();
	const { status, message } = describeRouteError(error);
	const notFound = status === 404;
	const heading = notFound ? t("errors.page_not_found") : message;
	useDocumentTitle(notFound ? t("errors.page_not_found") : t("errors.status", { status }));
	return /* @__PURE__ */ jsxs("div", {
		className: "container py-5 text-center",
		role: "alert",
		"data-status": status,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "display-4 fw-bold text-primary mb-2",
				children: status
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "h3 mb-4",
				children: heading
			}),
			notFound && /* @__PURE__ */ jsx(Link, {
				className: "btn btn-primary",
				to: "/",
				children: t("errors.back_home")
			})
		]
	});
}
/** Translated when the catalogue works; this fallback must show even when it does not. */
function plainText(key, english) {
	try {
		return i18next.isInitialized ? i18next.t(key, { defaultValue: english }) : english;
	} catch {
		return english;
	}
}
/** If showing the error itself fails, fall back to plain markup that needs nothing else to work. */
var ErrorPageGuard = class extends Component {
	state = {};
	static getDerivedStateFromError(failure) {
		return { failure };
	}
	componentDidCatch(failure, info) {
		console.error("The error page failed", failure, info.componentStack);
	}
	render() {
		const { failure } = this.state;
		if (!failure) return this.props.children;
		return /* @__PURE__ */ jsxs("div", {
			className: "container py-5",
			role: "alert",
			children: [
				/* @__PURE__ */ jsx("h1", {
					className: "h3",
					children: plainText("errors.error_page_failed", "An error occurred while showing the error page")
				}),
				/* @__PURE__ */ jsx("pre", {
					className: "small text-body-secondary text-wrap",
					children: failure.message
				}),
				/* @__PURE__ */ jsx("a", {
					className: "btn btn-primary",
					href: "/",
					children: plainText("errors.back_home", "Back to the home page")
				})
			]
		});
	}
};
function ErrorPage() {
	const error = useRouteError();
	if (isReloadingForChunk()) return /* @__PURE__ */ jsx(PageLoading, {});
	return /* @__PURE__ */ jsx(ErrorPageGuard, { children: /* @__PURE__ */ jsx(RouteErrorView, { error }) });
}
// src/lib/dismissals.ts
var storageKey = (name) => `dismissed.${name}`;
/**
* SPEC §4: closing an alert or modal stores when it happened and hides it for good. The
* timestamp is kept rather than a flag so a later rule can show it again after some time.
*/
function dismissedAt(name) {
	const stored = readStoredJson("local", storageKey(name));
	return typeof stored === "number" ? stored : void 0;
}
function dismiss(name) {
	writeStored("local", storageKey(name), Date.now());
}
// src/hooks/use-dismissal.ts
/** Whether an alert was closed before, and the way to close it for good. */
function useDismissal(name) {
	const [dismissed, setDismissed] = useState(() => dismissedAt(name) !== void 0);
	return [dismissed, () => {
		dismiss(name);
		setDismissed(true);
	}];
}
// src/hooks/use-hydrated.ts
var unchanging = () => () => {};
/**
* False on the server and while the browser takes over a page the server rendered, true after:
* what only the browser can work out (it needs the DOM) waits for it, so both draw the same first.
*/
function useHydrated() {
	return useSyncExternalStore(unchanging, () => true, () => false);
}
// src/hooks/use-route-name.ts
var NAMES = new Set(ROUTE_NAMES);
/** The SPEC §2 name of the route being shown (route ids are route names). */
function useRouteName() {
	return [...useMatches()].reverse().find((m) => NAMES.has(m.id))?.id;
}
// src/pwa/standalone.ts
/** How the installed app runs (the manifest's display); a browser tab never matches. */
var STANDALONE_QUERY = "(display-mode: standalone)";
/** Whether the page runs as the installed app: the display mode, or iOS's own flag for home-screen apps. */
function isStandalone() {
	return navigator.standalone === true || window.matchMedia(STANDALONE_QUERY).matches;
}
function onDisplayModeChange(onChange) {
	const list = window.matchMedia(STANDALONE_QUERY);
	list.addEventListener("change", onChange);
	return () => list.removeEventListener("change", onChange);
}
function useIsStandalone() {
	return useSyncExternalStore(onDisplayModeChange, isStandalone, () => false);
}
// src/features/entry-warning/dismissal.ts
/** The dismissal name (lib/dismissals) under which answering the warning is remembered; the e2e support sets it too. */
var ENTRY_WARNING_DISMISSAL = "entry-warning";
// src/features/entry-warning/rules.ts
/**
* The default layout's pages that stay reachable without answering: finishing a signup and resetting
* a password (SPEC §2), and the cookie policy the warning itself links to, which must be readable.
*/
var DEFAULT_LAYOUT_EXCEPTIONS = /* @__PURE__ */ new Set([
	"complete-signup",
	"reset-password",
	"reset-password-do",
	"pages-cookies"
]);
/** The chat, lander and empty layouts show it only to visitors from these countries (SPEC §2). */
var BARE_LAYOUT_COUNTRIES = ["NL", "DE"];
/** SPEC §2 "Site-entry warning modal" and "Layouts": whether this visit must answer the warning first. */
function entryWarningDue({ settings, layout, route, loggedIn, standalone, dismissed }) {
	if (loggedIn || standalone || dismissed || settings.enable_site_entry_popup === "no") return false;
	const country = settings.geoip_selected_country ?? settings.geoip_country;
	const from = (countries) => country !== null && countries.includes(country);
	const restricted = settings.site_entry_popup_countries;
	if (restricted.length > 0 && !from(restricted)) return false;
	if (layout === "default") return route === void 0 || !DEFAULT_LAYOUT_EXCEPTIONS.has(route);
	return from(BARE_LAYOUT_COUNTRIES);
}
// src/features/entry-warning/entry-warning.tsx
var EntryWarningModal = lazy(() => import("./assets/entry-warning-modal-BizEroRD.js"));
/** The layouts' site-entry warning (SPEC §2): mounted in every layout, it decides itself whether it is due. */
function EntryWarning({ layout }) {
	const settings = useSettings();
	const { data: user } = useCurrentUser();
	const route = useRouteName();
	const standalone = useIsStandalone();
	const [dismissed, dismiss] = useDismissal(ENTRY_WARNING_DISMISSAL);
	if (!useHydrated() || !settings || user !== null) return null;
	if (!entryWarningDue({
		settings,
		layout,
		route,
		loggedIn: false,
		standalone,
		dismissed
	})) return null;
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(EntryWarningModal, {
			siteName: settings.name,
			fictionalWarning: settings.fictional_warning,
			onEnter: dismiss
		})
	});
}
// src/app/layouts/chat-layout.tsx
/** SPEC §2: the conversation takes the whole screen. */
function ChatLayout() {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("main", {
		className: "app-main",
		id: "main",
		children: /* @__PURE__ */ jsx(Outlet, {})
	}), /* @__PURE__ */ jsx(EntryWarning, { layout: "chat" })] });
}
// src/lib/tradenames.ts
/**
* "Rainbow Date is a trade name of Rainbow Media B.V.": who stands behind the site's name, for the
* legal block and receipts. Null when the company trades under its own name only. Takes any `t`,
* so the app (i18next) and the landers (their own) say it alike.
*/
function tradenamesNotice(company, locale, t) {
	if (company.tradenames.length === 0) return null;
	const names = new Intl.ListFormat(locale, { type: "conjunction" }).format(company.tradenames);
	return t(company.tradenames.length === 1 ? "footer.tradename" : "footer.tradenames", {
		names,
		company: company.name
	}).replace(/\.\.$/, ".");
}
// src/components/legal-block.tsx
/**
* SPEC §2: the legal disclaimer in the visitor's language, the US notice for English, the trade
* names and the copyright line — the same words under the app and under the landers.
*/
function LegalBlock({ t, locale, siteName, company }) {
	const tradenames = company && tradenamesNotice(company, locale, t);
	return /* @__PURE__ */ jsxs("div", {
		className: "app-disclaimer text-center",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "mb-1",
				"data-testid": "legal-disclaimer",
				children: t("footer.disclaimer", { site: siteName })
			}),
			locale === "en" && /* @__PURE__ */ jsx("p", {
				className: "mb-1",
				"data-testid": "us-footer",
				children: t("footer.us_notice")
			}),
			tradenames && /* @__PURE__ */ jsx("p", {
				className: "mb-1",
				"data-testid": "tradenames",
				children: tradenames
			}),
			company && /* @__PURE__ */ jsx("p", {
				className: "mb-0",
				children: t("footer.copyright", {
					year: (/* @__PURE__ */ new Date()).getFullYear(),
					company: company.name,
					address: company.addressShort
				})
			})
		]
	});
}
// src/lib/footer-links.ts
/**
* SPEC §2: the nine footer links, in this order. Plain paths (the route table's, a test checks),
* so the landers, which have no router, link the same pages.
*/
var FOOTER_LINKS = [
	{
		route: "pages-terms",
		path: "/terms",
		label: "footer.terms"
	},
	{
		route: "pages-privacy",
		path: "/privacy",
		label: "footer.privacy"
	},
	{
		route: "pages-cookies",
		path: "/cookies",
		label: "footer.cookies"
	},
	{
		route: "pages-ban",
		path: "/ban",
		label: "footer.ban"
	},
	{
		route: "pricing",
		path: "/pricing",
		label: "footer.pricing"
	},
	{
		route: "complaints",
		path: "/complaints",
		label: "footer.complaints"
	},
	{
		route: "pages-return-policy",
		path: "/return-policy",
		label: "footer.return_policy"
	},
	{
		route: "pages-faq",
		path: "/faq",
		label: "footer.faq"
	},
	{
		route: "pages-service",
		path: "/service",
		label: "footer.service"
	}
];
// src/components/site-footer.tsx
function FooterLinks() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": t("footer.label"),
		children: /* @__PURE__ */ jsx("ul", {
			className: "list-inline mb-2 text-center",
			children: FOOTER_LINKS.map(({ path, label }) => /* @__PURE__ */ jsx("li", {
				className: "list-inline-item mx-2",
				children: /* @__PURE__ */ jsx(Link, {
					to: path,
					children: t(label)
				})
			}, path))
		})
	});
}
/** SPEC §2: the legal block under the app's pages. */
function LegalDisclaimer() {
	const { t, i18n } = useTranslation();
	const settings = useSettings();
	const company = useCompanyInfo();
	return /* @__PURE__ */ jsx(LegalBlock, {
		t,
		locale: i18n.resolvedLanguage,
		siteName: settings?.name ?? "",
		company: company && {
			name: company.name,
			tradenames: company.tradenames,
			addressShort: company.address.short
		}
	});
}
/**
* SPEC §9 footer rules (docs/decisions.md, #7 installable app): the home page always carries the
* legal block; elsewhere only visitors in a browser tab get it, who may have arrived on any page.
* Members have seen it and the installed app is the member's own tool: they keep the links only.
*/
function showsLegalBlock(route, loggedIn, standalone) {
	return route === "index" || !loggedIn && !standalone;
}
function SiteFooter() {
	const route = useRouteName();
	const { data: user } = useCurrentUser();
	const standalone = useIsStandalone();
	return /* @__PURE__ */ jsx("footer", {
		className: "app-footer border-top py-4 mt-auto",
		"data-testid": "site-footer",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [/* @__PURE__ */ jsx(FooterLinks, {}), showsLegalBlock(route, Boolean(user), standalone) && /* @__PURE__ */ jsx(LegalDisclaimer, {})]
		})
	});
}
// src/pwa/back-button.tsx
/** SPEC §2: the pages that are opened from a list, where the app window has no back button of its own. */
var BACK_ROUTES = /* @__PURE__ */ new Set([
	"members-id",
	"likes-type",
	"likes-m-id",
	"credits",
	"credits-id-paymentmethod"
]);
/** Only in the installed app (a browser has its own back button), and only when there is a page to go back to. */
function showsBackButton(route, standalone, historyLength) {
	return standalone && route !== void 0 && BACK_ROUTES.has(route) && historyLength > 1;
}
function BackButton() {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const route = useRouteName();
	const standalone = useIsStandalone();
	if (!standalone || !showsBackButton(route, standalone, window.history.length)) return null;
	return /* @__PURE__ */ jsxs(Button, {
		variant: "link",
		className: "app-back-button px-1 me-1 text-body",
		onClick: () => navigate(-1),
		"data-testid": "back-button",
		children: [/* @__PURE__ */ jsx(ChevronLeft, {
			"aria-hidden": "true",
			size: 22
		}), /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: t("common.back")
		})]
	});
}
// src/components/brand.tsx
function Brand() {
	const settings = useSettings();
	return /* @__PURE__ */ jsxs(Link, {
		className: "navbar-brand app-brand d-flex align-items-center gap-2",
		to: pathFor("index"),
		children: [/* @__PURE__ */ jsx("img", {
			src: "/favicon.svg",
			alt: "",
			width: 28,
			height: 28
		}), /* @__PURE__ */ jsx("span", { children: settings?.name })]
	});
}
// src/hooks/use-choose-language.ts
/**
* The visitor picks an interface language; a logged-in member's choice is also stored with the
* account (SPEC §7: PUT /api/user.php with {language}), so mails and the next login use it.
*/
function useChooseLanguage() {
	const queryClient = useQueryClient();
	const { data: user } = useCurrentUser();
	const update = useUpdateUser();
	const choose = (locale) => {
		chooseLocale(locale).then(() => queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey }));
		if (user && user.language !== locale) update.mutate({ language: locale });
	};
	return {
		choose,
		update
	};
}
// src/components/language-dropdown.tsx
/** Switches among the 11 interface languages without changing the URL; a member's choice is saved. */
function LanguageDropdown() {
	const { t, i18n } = useTranslation();
	const { choose } = useChooseLanguage();
	const current = i18n.resolvedLanguage;
	return /* @__PURE__ */ jsx(NavDropdown, {
		id: "language-dropdown",
		align: "end",
		title: /* @__PURE__ */ jsxs("span", {
			className: "d-inline-flex align-items-center gap-1",
			children: [
				/* @__PURE__ */ jsx(Globe2, { "aria-hidden": "true" }),
				current.toUpperCase(),
				/* @__PURE__ */ jsxs("span", {
					className: "visually-hidden",
					children: [" ", t("nav.language")]
				})
			]
		}),
		"data-testid": "language-dropdown",
		children: LOCALES.map((locale) => /* @__PURE__ */ jsx(NavDropdown.Item, {
			as: "button",
			lang: locale,
			active: locale === current,
			onClick: () => choose(locale),
			"data-locale": locale,
			children: LOCALE_NATIVE_NAMES[locale]
		}, locale))
	});
}
// src/components/nav-badge.tsx
/**
* A number on a navigation item, capped at 99+ (SPEC §2, §9). The caller decides whether there is
* one: an undefined count shows nothing, while 0 shows (the credits badge says 0 in red).
*/
function NavBadge({ count, bg = "primary" }) {
	if (count === void 0) return null;
	return /* @__PURE__ */ jsx("span", {
		className: `badge rounded-pill text-bg-${bg} ms-1`,
		"data-testid": "nav-badge",
		children: badgeText(count)
	});
}
// src/components/top-nav.tsx
/** SPEC §2 top navigation: language and login for visitors, the members area for members. */
function TopNav() {
	const { data: user, isPending } = useCurrentUser();
	return /* @__PURE__ */ jsx(Navbar, {
		bg: "white",
		className: "border-bottom shadow-sm",
		sticky: "top",
		expand: user ? "lg" : true,
		collapseOnSelect: true,
		children: /* @__PURE__ */ jsxs(Container, { children: [/* @__PURE__ */ jsxs("div", {
			className: "d-flex align-items-center",
			children: [/* @__PURE__ */ jsx(BackButton, {}), /* @__PURE__ */ jsx(Brand, {})]
		}), user ? /* @__PURE__ */ jsx(MemberMenu, { user }) : /* @__PURE__ */ jsx(VisitorMenu, { showLogin: !isPending })] })
	});
}
function VisitorMenu({ showLogin }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Nav, {
		className: "ms-auto align-items-center gap-2 flex-row",
		children: [/* @__PURE__ */ jsx(LanguageDropdown, {}), showLogin && /* @__PURE__ */ jsx(Link, {
			className: "btn btn-primary",
			to: pathFor("login"),
			"data-testid": "login-button",
			children: t("nav.login")
		})]
	});
}
function NavItem({ route, Icon, label, badge, badgeBg, className }) {
	const path = pathFor(route);
	return /* @__PURE__ */ jsxs(Nav.Link, {
		as: NavLink,
		to: path,
		eventKey: path,
		className: `d-flex align-items-center gap-2 ${className ?? ""}`,
		children: [
			/* @__PURE__ */ jsx(Icon, { "aria-hidden": "true" }),
			/* @__PURE__ */ jsx("span", { children: label }),
			/* @__PURE__ */ jsx(NavBadge, {
				count: badge,
				bg: badgeBg
			})
		]
	});
}
function MemberMenu({ user }) {
	const { t } = useTranslation();
	const creditVariant = creditBadgeVariant(user.credits);
	const newLikes = useNewLikesCount();
	const unread = useUnreadCount();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(Navbar.Toggle, {
		"aria-controls": "member-menu",
		"aria-label": t("nav.menu"),
		className: "position-relative",
		children: [/* @__PURE__ */ jsx("span", { className: "navbar-toggler-icon" }), newLikes + unread > 0 && /* @__PURE__ */ jsx("span", {
			className: "position-absolute top-0 start-100 translate-middle p-1 bg-primary border border-light rounded-circle",
			"data-testid": "menu-dot",
			children: /* @__PURE__ */ jsx("span", {
				className: "visually-hidden",
				children: t("chats.waiting", { count: newLikes + unread })
			})
		})]
	}), /* @__PURE__ */ jsxs(Navbar.Collapse, {
		id: "member-menu",
		children: [/* @__PURE__ */ jsxs(Nav, {
			className: "me-auto ms-lg-3",
			children: [
				/* @__PURE__ */ jsx(NavItem, {
					route: "members",
					Icon: Search,
					label: t("nav.search_members")
				}),
				/* @__PURE__ */ jsx(NavItem, {
					route: "chats",
					Icon: ChatDots,
					label: t("nav.messages"),
					badge: unread > 0 ? unread : void 0,
					badgeBg: "unread"
				}),
				/* @__PURE__ */ jsx(NavItem, {
					route: "likes",
					Icon: Heart,
					label: t("nav.likes"),
					badge: newLikes > 0 ? newLikes : void 0
				}),
				user.paid_user ? /* @__PURE__ */ jsx(NavItem, {
					route: "credits",
					Icon: Coin,
					label: t("nav.credits"),
					badge: creditVariant && user.credits,
					badgeBg: creditVariant
				}) : /* @__PURE__ */ jsx(NavItem, {
					route: "premium",
					Icon: Gem,
					label: t("nav.get_premium"),
					className: "fw-semibold text-primary"
				})
			]
		}), /* @__PURE__ */ jsxs(Nav, {
			className: "align-items-lg-center app-member-menu-end",
			children: [/* @__PURE__ */ jsx(LanguageDropdown, {}), /* @__PURE__ */ jsx(AccountDropdown, { name: user.profile.name })]
		})]
	})] });
}
function AccountDropdown({ name }) {
	const { t } = useTranslation();
	const logout = useLogout();
	return /* @__PURE__ */ jsxs(NavDropdown, {
		id: "account-dropdown",
		align: "end",
		"data-testid": "account-dropdown",
		title: /* @__PURE__ */ jsxs("span", {
			className: "d-inline-flex align-items-center gap-2",
			children: [/* @__PURE__ */ jsx(PersonCircle, {
				"aria-hidden": "true",
				size: 20
			}), /* @__PURE__ */ jsx("span", {
				className: "d-inline-block text-truncate align-bottom app-account-name",
				children: name
			})]
		}),
		children: [
			/* @__PURE__ */ jsx(NavDropdown.Item, {
				as: Link,
				to: pathFor("profile"),
				eventKey: pathFor("profile"),
				children: t("nav.my_profile")
			}),
			/* @__PURE__ */ jsx(NavDropdown.Item, {
				as: Link,
				to: pathFor("settings"),
				eventKey: pathFor("settings"),
				children: t("nav.settings")
			}),
			/* @__PURE__ */ jsx(NavDropdown.Divider, {}),
			/* @__PURE__ */ jsx(NavDropdown.Item, {
				as: "button",
				onClick: () => logout.mutate(),
				disabled: logout.isPending,
				"data-testid": "logout",
				children: t("nav.logout")
			})
		]
	});
}
// src/hooks/use-media-query.ts
/** Whether a CSS media query matches now, updated when it changes (rotation, window resize). */
function useMediaQuery(query) {
	return useSyncExternalStore((onChange) => {
		const list = window.matchMedia(query);
		list.addEventListener("change", onChange);
		return () => list.removeEventListener("change", onChange);
	}, () => window.matchMedia(query).matches, () => false);
}
/** Narrower than Bootstrap's sm breakpoint (576 px, SPEC §9): a smartphone held upright. */
var SMARTPHONE_QUERY = "(max-width: 575.98px)";
// src/features/alerts/alert-rules.ts
/** The alerts of the default layout (SPEC §4), in order of importance: the first two that apply show. */
var ALERT_NAMES = [
	"activate-reminder",
	"notifications-disabled",
	"profile-photo",
	"push"
];
/**
* SPEC §4, as data. Every alert is for members only and goes away for good once dismissed; each
* also keeps off the pages that deal with the same thing (settings and notifications show the
* mail state in full, signup and payment pages must not be interrupted).
*/
var RULES = {
	"activate-reminder": {
		hiddenOn: [
			"signup",
			"settings",
			"notifications",
			"complete-signup"
		],
		applies: (user) => user.status === "not_confirmed" && user.profile.status === "disabled" && user.notifications_disabled.length === 0
	},
	"notifications-disabled": {
		hiddenOn: ["settings", "notifications"],
		applies: (user) => user.notifications_disabled.length > 0
	},
	"profile-photo": {
		hiddenOn: [
			"profile",
			"signup",
			"activate-done",
			"premium",
			"notifications",
			"directdebit",
			"settings"
		],
		applies: (user) => user.profile.main_image === null
	},
	push: {
		hiddenOn: [
			"signup",
			"notifications",
			"activate-done",
			"directdebit",
			"premium"
		],
		applies: (_user, { push, sitePush }) => sitePush && (push.permission === "prompt" || push.permission === "unknown") && !push.subscribed
	}
};
/** Whether one alert applies here and now, leaving aside how many others do. */
function alertApplies(name, context) {
	const { user, route, dismissed } = context;
	const rule = RULES[name];
	if (!user || dismissed.has(name) || route && rule.hiddenOn.includes(route)) return false;
	return rule.applies(user, context);
}
/** The alerts to show, most important first. */
function visibleAlerts(context) {
	return ALERT_NAMES.filter((name) => alertApplies(name, context)).slice(0, 2);
}
/** SPEC §4: right after signup on a smartphone the activation reminder is a modal, otherwise an alert. */
function activateReminderIsModal({ signupComplete, smartphone }) {
	return signupComplete && smartphone;
}
// src/hooks/use-resend-activation.ts
/** POST /api/activate.php: mail the logged-in member a new activation link. */
function useResendActivation() {
	return useMutation({ mutationFn: () => api("activate.php", OkResponse, { method: "POST" }) });
}
// src/lib/form-errors.ts
var validationCodes = new Set(VALIDATION_CODES);
var errorCodes = new Set(ERROR_CODES);
/** A field's error text. Codes we do not know (zod's own English messages) read as 'not valid'. */
function fieldErrorText(t, code) {
	if (validationCodes.has(code)) return t(`validation.${code}`, { min_age: 18 });
	if (errorCodes.has(code)) return t(`errors.${code}`);
	return t("validation.invalid");
}
/** A failed call's text: the API's code translated with its values, anything else generic. */
function errorText(t, error) {
	if (error instanceof ApiError) return t(`errors.${error.code}`, error.params);
	return t("errors.internal_error");
}
/** The first broken rule of each top-level field ('tracking.network' counts as 'tracking'). */
function firstPerField(issues) {
	const fields = {};
	for (const [path, code] of issues) {
		const field = path.split(".")[0];
		fields[field] ??= code;
	}
	return fields;
}
function fieldErrorsFromZod(error) {
	return firstPerField(error.issues.map((issue) => [issue.path.join("."), issue.message]));
}
/**
* Where an error shows: broken rules at their fields (from the client's zod check or the API's
* validation_failed), a field's own error code at that field, anything else above the form.
*/
function formErrorsOf(error, fieldOfCode = {}) {
	if (error instanceof zod_without_eval_exports.ZodError) return { fields: fieldErrorsFromZod(error) };
	if (error instanceof ApiError) {
		const field = error.code === "network_error" ? void 0 : fieldOfCode[error.code];
		if (field) return { fields: { [field]: error.code } };
		if (error.fields && Object.keys(error.fields).length > 0) return { fields: firstPerField(Object.entries(error.fields)) };
	}
	return {
		fields: {},
		form: error
	};
}
// src/components/resend-activation.tsx
/** 'Send the e-mail again' for the activation mail, then what came of it. */
function ResendActivation({ variant = "outline-primary" }) {
	const { t } = useTranslation();
	const resend = useResendActivation();
	if (resend.isSuccess) return /* @__PURE__ */ jsx("p", {
		className: "text-success mb-0",
		role: "status",
		children: t("activation.resent")
	});
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(PendingButton, {
		type: "button",
		variant,
		pending: resend.isPending,
		onClick: () => resend.mutate(),
		"data-testid": "resend-activation",
		children: t("activation.resend")
	}), resend.isError && /* @__PURE__ */ jsx("p", {
		className: "text-danger small mt-2 mb-0",
		role: "alert",
		children: errorText(t, resend.error)
	})] });
}
// src/features/alerts/site-alert.tsx
/** One alert below the navigation: icon, title and text, its action, and a close button. */
function SiteAlert({ name, variant, icon, title, children, action, onDismiss }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(Alert, {
		variant,
		dismissible: true,
		onClose: onDismiss,
		closeLabel: t("common.close"),
		className: "mb-2",
		"data-testid": `alert-${name}`,
		children: /* @__PURE__ */ jsxs("div", {
			className: "d-flex gap-3 align-items-start align-items-md-center",
			children: [/* @__PURE__ */ jsx("span", {
				className: "flex-shrink-0",
				"aria-hidden": "true",
				children: icon
			}), /* @__PURE__ */ jsxs("div", {
				className: "flex-grow-1 d-flex flex-column flex-md-row gap-2 gap-md-3 align-items-start align-items-md-center",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "flex-grow-1",
					children: [/* @__PURE__ */ jsx("strong", {
						className: "d-block",
						children: title
					}), children]
				}), action && /* @__PURE__ */ jsx("div", {
					className: "flex-shrink-0",
					children: action
				})]
			})]
		})
	});
}
// src/components/dialog-header.tsx
/** A modal's title, as a level-2 heading in the page's outline, and its translated close button. */
function DialogHeader({ children }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(Modal.Header, {
		closeButton: true,
		closeLabel: t("common.close"),
		children: /* @__PURE__ */ jsx(Modal.Title, {
			as: "h2",
			className: "h5",
			children
		})
	});
}
// src/features/alerts/alerts.tsx
/** SPEC §4: confirm the e-mail address; a modal right after signup on a smartphone. */
function ActivateReminderAlert({ user, onDismiss, modal }) {
	const { t } = useTranslation();
	const text = t("activation.reminder_text", { email: user.email });
	if (modal) return /* @__PURE__ */ jsxs(Modal, {
		show: true,
		onHide: onDismiss,
		centered: true,
		"data-testid": "alert-activate-reminder",
		children: [
			/* @__PURE__ */ jsx(DialogHeader, { children: t("activation.reminder_title") }),
			/* @__PURE__ */ jsxs(Modal.Body, { children: [
				/* @__PURE__ */ jsx("p", { children: text }),
				/* @__PURE__ */ jsx("p", {
					className: "small text-body-secondary",
					children: t("activation.spam_hint")
				}),
				/* @__PURE__ */ jsx(ResendActivation, { variant: "primary" })
			] }),
			/* @__PURE__ */ jsx(Modal.Footer, { children: /* @__PURE__ */ jsx(Button, {
				variant: "link",
				onClick: onDismiss,
				children: t("common.close")
			}) })
		]
	});
	return /* @__PURE__ */ jsx(SiteAlert, {
		name: "activate-reminder",
		variant: "warning",
		icon: /* @__PURE__ */ jsx(EnvelopeExclamation, { size: 28 }),
		title: t("activation.reminder_title"),
		action: /* @__PURE__ */ jsx(ResendActivation, { variant: "outline-dark" }),
		onDismiss,
		children: text
	});
}
/** SPEC §4: mail to the member stopped; says why and where to see what to do. */
function NotificationsDisabledAlert({ user, onDismiss }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(SiteAlert, {
		name: "notifications-disabled",
		variant: "danger",
		icon: /* @__PURE__ */ jsx(EnvelopeSlash, { size: 28 }),
		title: t("alerts.notifications_disabled.title"),
		action: /* @__PURE__ */ jsx(Link, {
			className: "btn btn-outline-dark",
			to: pathFor("notifications"),
			children: t("alerts.notifications_disabled.action")
		}),
		onDismiss,
		children: user.notifications_disabled.map((reason) => /* @__PURE__ */ jsx("span", {
			className: "d-block",
			children: t(`settings.notifications.disabled.${reason}`)
		}, reason))
	});
}
/** SPEC §4 PROFILE_PHOTO_ALERT: members with a photo get far more replies. */
function ProfilePhotoAlert({ onDismiss }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(SiteAlert, {
		name: "profile-photo",
		variant: "info",
		icon: /* @__PURE__ */ jsx(CameraFill, { size: 28 }),
		title: t("alerts.profile_photo.title"),
		action: /* @__PURE__ */ jsx(Link, {
			className: "btn btn-primary",
			to: pathFor("profile"),
			children: t("alerts.profile_photo.action")
		}),
		onDismiss,
		children: t("alerts.profile_photo.text")
	});
}
/** SPEC §4 ENABLE_PUSH_ALERT with ENABLE_PUSH_BTN: asks the browser's permission on the click. */
function PushAlert({ push, onDismiss }) {
	const { t } = useTranslation();
	const [failed, setFailed] = useState(false);
	const enable = async () => {
		setFailed(false);
		await push.enable().catch(() => setFailed(true));
	};
	return /* @__PURE__ */ jsxs(SiteAlert, {
		name: "push",
		variant: "info",
		icon: /* @__PURE__ */ jsx(BellFill, { size: 26 }),
		title: t("alerts.push.title"),
		action: /* @__PURE__ */ jsx(PendingButton, {
			type: "button",
			variant: "primary",
			pending: push.pending,
			onClick: () => void enable(),
			"data-testid": "enable-push",
			children: t("alerts.push.action")
		}),
		onDismiss,
		children: [t("alerts.push.text"), failed && /* @__PURE__ */ jsx("span", {
			className: "d-block text-danger small mt-1",
			role: "alert",
			children: t("alerts.push.failed")
		})]
	});
}
// src/features/alerts/use-alert-dismissals.ts
/** Which alerts were closed before (SPEC §4: a dismissal stores its time and lasts), and closing one. */
function useAlertDismissals() {
	const [dismissed, setDismissed] = useState(() => new Set(ALERT_NAMES.filter((name) => dismissedAt(name) !== void 0)));
	return [dismissed, (name) => {
		dismiss(name);
		setDismissed((before) => new Set(before).add(name));
	}];
}
// src/features/alerts/alert-host.tsx
/** The default layout's alerts (SPEC §4): the rules in alert-rules.ts pick which, at most two. */
function AlertHost() {
	const { data: user } = useCurrentUser();
	const route = useRouteName();
	const settings = useSettings();
	const push = usePush();
	const [searchParams] = useSearchParams();
	const smartphone = useMediaQuery(SMARTPHONE_QUERY);
	const [dismissed, dismiss] = useAlertDismissals();
	const names = visibleAlerts({
		user,
		route,
		dismissed,
		push,
		sitePush: Boolean(settings?.push_public_key)
	});
	if (!user || names.length === 0) return null;
	const reminderModal = activateReminderIsModal({
		signupComplete: searchParams.has("api_signup_complete"),
		smartphone
	});
	const render = (name) => {
		const onDismiss = () => dismiss(name);
		switch (name) {
			case "activate-reminder": return /* @__PURE__ */ jsx(ActivateReminderAlert, {
				user,
				modal: reminderModal,
				onDismiss
			}, name);
			case "notifications-disabled": return /* @__PURE__ */ jsx(NotificationsDisabledAlert, {
				user,
				onDismiss
			}, name);
			case "profile-photo": return /* @__PURE__ */ jsx(ProfilePhotoAlert, { onDismiss }, name);
			case "push": return /* @__PURE__ */ jsx(PushAlert, {
				push,
				onDismiss
			}, name);
		}
	};
	const inModal = (name) => name === "activate-reminder" && reminderModal;
	const inline = names.filter((name) => !inModal(name));
	return /* @__PURE__ */ jsxs(Fragment, { children: [names.filter(inModal).map(render), inline.length > 0 && /* @__PURE__ */ jsx("div", {
		className: "container mt-3",
		"data-testid": "alerts",
		children: inline.map(render)
	})] });
}
// src/features/time-bonus/countdown.tsx
/**
* The hh:mm:ss of SPEC §4. Digits of equal width keep it from jittering each second; it is not
* announced every second (aria-live off), a screen reader reads it when it gets there.
*/
function Countdown({ seconds, className }) {
	return /* @__PURE__ */ jsx("span", {
		role: "timer",
		"aria-live": "off",
		className,
		style: { fontVariantNumeric: "tabular-nums" },
		"data-testid": "time-bonus-countdown",
		children: formatCountdown(seconds)
	});
}
// src/features/time-bonus/members-area.ts
/**
* SPEC §2 "the members area": where the time-bonus modal may open. The likes page with a tab
* chosen (likes-type) and an open conversation (chats-id) are the same screens as likes and chats.
*/
var MEMBERS_AREA = /* @__PURE__ */ new Set([
	"members",
	"members-id",
	"chats",
	"chats-id",
	"likes",
	"likes-type",
	"likes-m-id",
	"premium"
]);
function inMembersArea(route) {
	return route !== void 0 && MEMBERS_AREA.has(route);
}
// src/features/time-bonus/clock.ts
/**
* One ticking clock for every countdown on the page. Time is read from Date.now and advanced by
* setInterval only, so a test can fake both (vi.useFakeTimers, Playwright's page.clock).
*/
var listeners = /* @__PURE__ */ new Set();
var timer;
function subscribe(listener) {
	listeners.add(listener);
	timer ??= setInterval(() => listeners.forEach((notify) => notify()), TIME_BONUS.tickMs);
	return () => {
		listeners.delete(listener);
		if (listeners.size === 0) {
			clearInterval(timer);
			timer = void 0;
		}
	};
}
var standStill = () => () => {};
/** Whole seconds stay the same between ticks, which is what React needs of a snapshot. */
var currentSecond = () => Math.floor(Date.now() / 1e3);
/** The current time in whole seconds since the epoch; ticking only while `running`. */
function useClockSeconds(running) {
	return useSyncExternalStore(running ? subscribe : standStill, currentSecond, currentSecond);
}
// src/features/time-bonus/use-time-bonus.ts
/**
* The welcome time bonus of SPEC §4: loaded once the session user is known to be a non-paid member,
* dropped with the rest of the member's data on logout (endSession), and cleared from the cache at
* zero or as soon as the member becomes paid, so every screen that reads it agrees.
*/
function useTimeBonus() {
	const { data: user } = useCurrentUser();
	const queryClient = useQueryClient();
	const userId = user?.id;
	const eligible = Boolean(user && !user.paid_user);
	const { data: discount } = useQuery({
		...welcomeDiscountQuery(userId ?? 0),
		enabled: eligible
	});
	const deadline = eligible && discount?.expires && discount.status === "active" && !discount.expired ? Date.parse(discount.expires) : void 0;
	const second = useClockSeconds(deadline !== void 0);
	const secondsLeft = deadline === void 0 ? 0 : Math.max(0, Math.ceil(deadline / 1e3 - second));
	const over = Boolean(discount && secondsLeft === 0);
	useEffect(() => {
		if (over && userId !== void 0) queryClient.setQueryData(welcomeDiscountQuery(userId).queryKey, null);
	}, [
		over,
		userId,
		queryClient
	]);
	if (!discount || secondsLeft === 0) return null;
	return {
		percentage: discount.value_percentage,
		secondsLeft
	};
}
// src/features/time-bonus/time-bonus-modal.tsx
/** The default layout's time-bonus modal (SPEC §4), once per member and browser. */
function TimeBonusModal() {
	const { data: user } = useCurrentUser();
	if (!user) return null;
	return /* @__PURE__ */ jsx(MemberTimeBonusModal, {
		userId: user.id,
		credits: user.credits
	}, user.id);
}
/**
* Opens TIME_BONUS.modalDelayMs after entering the members area with 0 credits and a running bonus;
* walking on inside the area keeps the timer, leaving it cancels the timer.
*/
function MemberTimeBonusModal({ userId, credits }) {
	const { t } = useTranslation();
	const bonus = useTimeBonus();
	const route = useRouteName();
	const [dismissed, dismiss] = useDismissal(`time-bonus-modal.${userId}`);
	const [due, setDue] = useState(false);
	const armed = inMembersArea(route) && credits === 0 && bonus !== null && !dismissed;
	if (due && !armed) setDue(false);
	useEffect(() => {
		if (!armed) return;
		const timer = setTimeout(() => setDue(true), TIME_BONUS.modalDelayMs);
		return () => clearTimeout(timer);
	}, [armed]);
	if (!bonus) return null;
	return /* @__PURE__ */ jsxs(Modal, {
		show: due,
		onHide: dismiss,
		centered: true,
		"aria-labelledby": "time-bonus-title",
		contentClassName: "border-0 overflow-hidden",
		"data-testid": "time-bonus-modal",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "app-hero text-center position-relative px-4 pt-4 pb-3",
			children: [
				/* @__PURE__ */ jsx(CloseButton, {
					variant: "white",
					className: "position-absolute top-0 end-0 m-3",
					"aria-label": t("common.close"),
					onClick: dismiss
				}),
				/* @__PURE__ */ jsx(Gift, {
					size: 36,
					"aria-hidden": "true"
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "display-3 fw-bold lh-1 mt-2",
					"aria-hidden": "true",
					children: [
						"−",
						bonus.percentage,
						"%"
					]
				}),
				/* @__PURE__ */ jsx("h2", {
					className: "h4 mt-2 mb-0",
					id: "time-bonus-title",
					children: t("time_bonus.modal_title", { percentage: bonus.percentage })
				})
			]
		}), /* @__PURE__ */ jsxs(Modal.Body, {
			className: "text-center p-4",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "mb-3",
					children: t("time_bonus.modal_text", { percentage: bonus.percentage })
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-uppercase small fw-semibold text-body-secondary mb-1",
					children: t("time_bonus.act_fast")
				}),
				/* @__PURE__ */ jsx(Countdown, {
					seconds: bonus.secondsLeft,
					className: "d-block display-6 fw-bold text-primary mb-4"
				}),
				/* @__PURE__ */ jsx(Link, {
					className: "btn btn-primary btn-lg w-100",
					to: pathFor("credits"),
					onClick: dismiss,
					"data-testid": "time-bonus-cta",
					children: t("time_bonus.modal_cta", { percentage: bonus.percentage })
				}),
				/* @__PURE__ */ jsx(Button, {
					variant: "link",
					className: "text-body-secondary mt-2",
					onClick: dismiss,
					children: t("time_bonus.later")
				})
			]
		})]
	});
}
// src/features/time-bonus/time-bonus-strip.tsx
var HIDDEN_KEY = "time-bonus-strip-hidden";
/** Pages of a payment under way: an offer that leads back to /credits would only distract there. */
var CHECKOUT = /* @__PURE__ */ new Set([
	"credits-id-paymentmethod",
	"credits-repeat-order",
	"directdebit",
	"transactions-id"
]);
/**
* The welcome bonus under the navigation while it runs (SPEC §4). Closing it hides it for this
* visit only: the offer is worth seeing again next time, and the modal keeps its own dismissal.
*/
function TimeBonusStrip() {
	const { t } = useTranslation();
	const bonus = useTimeBonus();
	const route = useRouteName();
	const [hidden, setHidden] = useState(() => readStored("session", HIDDEN_KEY, zod_without_eval_exports.z.literal(true)) === true);
	if (!bonus || hidden || route && CHECKOUT.has(route)) return null;
	const hide = () => {
		writeStored("session", HIDDEN_KEY, true);
		setHidden(true);
	};
	return /* @__PURE__ */ jsx("aside", {
		className: "app-hero",
		"aria-label": t("time_bonus.strip_label"),
		"data-testid": "time-bonus-strip",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container d-flex align-items-center gap-2 gap-sm-3 py-2 small",
			children: [
				/* @__PURE__ */ jsx(Stopwatch, {
					size: 20,
					className: "flex-shrink-0 d-none d-sm-block",
					"aria-hidden": "true"
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "flex-grow-1 mb-0 lh-sm",
					children: [/* @__PURE__ */ jsx("strong", {
						className: "d-block d-md-inline me-md-1",
						children: t("time_bonus.strip_title", { percentage: bonus.percentage })
					}), /* @__PURE__ */ jsxs("span", {
						className: "text-nowrap",
						children: [
							t("time_bonus.ends_in"),
							" ",
							/* @__PURE__ */ jsx(Countdown, {
								seconds: bonus.secondsLeft,
								className: "fw-semibold"
							})
						]
					})]
				}),
				route !== "credits" && /* @__PURE__ */ jsx(Link, {
					className: "btn btn-light btn-sm fw-semibold text-primary flex-shrink-0",
					to: pathFor("credits"),
					"data-testid": "time-bonus-strip-cta",
					children: t("time_bonus.strip_cta", { percentage: bonus.percentage })
				}),
				/* @__PURE__ */ jsx(CloseButton, {
					variant: "white",
					className: "flex-shrink-0",
					"aria-label": t("time_bonus.hide"),
					onClick: hide
				})
			]
		})
	});
}
// src/hooks/use-like-modal.ts
/** Provided by the default layout, which shows the like/match modal (SPEC §2, §4). */
var LikeModalContext = createContext(null);
/** Opens the like/match modal; where the layout has none, nothing happens. */
function useShowLikeModal() {
	return useContext(LikeModalContext) ?? (() => {});
}
/** The query parameter t: a positive number of seconds, anything else means no auto-like. */
function autoLikeDelay(value) {
	if (value === null || value.trim() === "") return void 0;
	const seconds = Number(value);
	return Number.isFinite(seconds) && seconds > 0 ? seconds : void 0;
}
/**
* SPEC §4: t seconds after arriving, ask for the auto-like, show its member in the like modal,
* remove t from the URL and reload the likes 0.5 s later. Cancelling (leaving before the time is
* up) stops everything that has not happened yet; the reload, once planned, still follows.
*/
function scheduleAutoLike(seconds, steps) {
	let cancelled = false;
	const timer = setTimeout(() => {
		steps.fetchProfile().catch(() => null).then((profile) => {
			if (cancelled) return;
			if (profile) {
				steps.show(profile);
				setTimeout(steps.reloadLikes, 500);
			}
			steps.removeParam();
		});
	}, seconds * 1e3);
	return () => {
		cancelled = true;
		clearTimeout(timer);
	};
}
// src/components/fictional-badge.tsx
/**
* SPEC §1: a fictional profile is marked wherever it is shown, with a label a member can read (not
* only a screen reader), in the app and on the landers alike.
*/
function FictionalBadge({ label, icon, title, size = 14, className = "" }) {
	return /* @__PURE__ */ jsxs("span", {
		className: `app-fictional-badge badge rounded-pill text-bg-info d-inline-flex align-items-center gap-1 fw-normal ${className}`,
		title: title || label,
		"data-testid": "fictional-badge",
		children: [icon && /* @__PURE__ */ jsx(Robot, {
			size,
			"aria-hidden": "true",
			"data-testid": "fictional-icon"
		}), /* @__PURE__ */ jsx("span", { children: label })]
	});
}
/** The app's badge for one profile (nothing for a real member), in the site's words for the member's language. */
function FictionalMark({ fictional, size, className }) {
	const { t } = useTranslation();
	const settings = useSettings();
	if (!fictional || !settings) return null;
	return /* @__PURE__ */ jsx(FictionalBadge, {
		label: settings.fictional_singular || t("members.fictional"),
		icon: settings.fictional_icon,
		title: settings.fictional_warning,
		size,
		className
	});
}
/** The site's plural word for fictional profiles on the badge they carry: what a text about them refers to. */
function FictionalPluralBadge({ className }) {
	const { t } = useTranslation();
	const settings = useSettings();
	if (!settings) return null;
	return /* @__PURE__ */ jsx(FictionalBadge, {
		label: settings.fictional_plural || t("members.fictional_plural"),
		icon: settings.fictional_icon,
		title: settings.fictional_warning,
		className
	});
}
/** Above a list holding fictional profiles: the site's plural word for them beside the badge they carry. */
function FictionalLegend({ shown }) {
	const settings = useSettings();
	if (!shown || !settings) return null;
	return /* @__PURE__ */ jsxs("p", {
		className: "small text-body-secondary mb-2",
		"data-testid": "fictional-legend",
		children: [/* @__PURE__ */ jsx(FictionalPluralBadge, { className: "me-2" }), settings.fictional_warning]
	});
}
// src/lib/photos.ts
/**
* Where the browser loads a photo: the URL the API gave, behind the site's CDN prefix when the
* operator set one (SPEC §3 cdn_prefix). Absolute URLs are used as they are.
*/
function photoSrc(url, cdnPrefix = "") {
	if (/^(https?:)?\/\//.test(url) || url.startsWith("data:") || url.startsWith("blob:")) return url;
	return `${cdnPrefix.replace(/\/+$/, "")}${url}`;
}
// src/components/profile-photo.tsx
/** A member's photo filling its box (object-fit: cover), or a neutral silhouette without one. */
function ProfilePhoto({ url, alt, className = "", eager }) {
	const settings = useSettings();
	if (!url) return /* @__PURE__ */ jsx("div", {
		className: `app-photo-placeholder ${className}`,
		role: "img",
		"aria-label": alt,
		children: /* @__PURE__ */ jsx(PersonFill, { "aria-hidden": "true" })
	});
	return /* @__PURE__ */ jsx("img", {
		className: `app-photo ${className}`,
		src: photoSrc(url, settings?.cdn_prefix),
		alt,
		loading: eager ? "eager" : "lazy",
		decoding: "async"
	});
}
// src/app/like-modal.tsx
/**
* The new-like / match modal (SPEC §4): a click anywhere closes it; the photo and the profile
* button open the member, 'Send a message' starts the conversation.
*/
function LikeModal({ profile, kind, show, onHide, onExited }) {
	const { t } = useTranslation();
	const profilePath = pathFor("members-id", { id: String(profile.id) });
	const title = kind === "match" ? t("like_modal.match_title") : t("like_modal.like_title", { name: profile.name });
	return /* @__PURE__ */ jsxs(Modal, {
		show,
		onHide,
		onExited,
		onClick: onHide,
		centered: true,
		size: "sm",
		contentClassName: "app-like-modal border-0 text-center overflow-hidden",
		"aria-labelledby": "like-modal-title",
		"data-testid": "like-modal",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "app-like-modal-head text-white px-3 pt-4 pb-5",
			children: [
				/* @__PURE__ */ jsx(HeartFill, {
					size: 28,
					"aria-hidden": "true",
					className: "mb-2"
				}),
				/* @__PURE__ */ jsx("h2", {
					className: "h4 mb-1",
					id: "like-modal-title",
					children: title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "small mb-0 opacity-75",
					children: kind === "match" ? t("like_modal.match_text", { name: profile.name }) : t("like_modal.like_text")
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "px-3 pb-4",
			children: [
				/* @__PURE__ */ jsx(Link, {
					to: profilePath,
					className: "app-like-modal-photo d-inline-block rounded-circle overflow-hidden shadow",
					children: /* @__PURE__ */ jsx(ProfilePhoto, {
						url: profile.main_image?.match,
						alt: t("members.photo_of", { name: profile.name }),
						eager: true
					})
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "h5 mt-2 mb-3 d-flex justify-content-center align-items-center gap-1",
					children: [
						profile.name,
						/* @__PURE__ */ jsx("span", {
							className: "text-body-secondary fw-normal",
							children: t("members.age_short", { age: profile.age })
						}),
						/* @__PURE__ */ jsx(FictionalMark, { fictional: profile.fictional })
					]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "d-grid gap-2",
					children: [/* @__PURE__ */ jsxs(Link, {
						className: "btn btn-primary d-inline-flex justify-content-center align-items-center gap-2",
						to: pathFor("members-id-chat", { id: String(profile.id) }),
						"data-testid": "like-modal-message",
						children: [/* @__PURE__ */ jsx(ChatHeartFill, { "aria-hidden": "true" }), t("like_modal.send_message")]
					}), /* @__PURE__ */ jsx(Link, {
						className: "btn btn-outline-secondary",
						to: profilePath,
						"data-testid": "like-modal-profile",
						children: t("like_modal.view_profile")
					})]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "small text-body-secondary mt-3 mb-0",
					children: t("like_modal.click_to_close")
				})
			]
		})]
	});
}
// src/app/like-modal-host.tsx
/**
* The default layout's like/match modal (SPEC §2, §4): opened by a like that makes a match, by
* /likes/m/{id}, and for a member t seconds after arriving with ?t=<seconds> (the auto-like).
*/
function LikeModalHost({ children }) {
	const [shown, setShown] = useState(null);
	const showModal = useCallback((profile, kind) => setShown({
		profile,
		kind,
		show: true
	}), []);
	return /* @__PURE__ */ jsxs(LikeModalContext, {
		value: showModal,
		children: [
			children,
			/* @__PURE__ */ jsx(AutoLike, { show: showModal }),
			shown && /* @__PURE__ */ jsx(LikeModal, {
				profile: shown.profile,
				kind: shown.kind,
				show: shown.show,
				onHide: () => setShown((current) => current && {
					...current,
					show: false
				}),
				onExited: () => setShown(null)
			})
		]
	});
}
/** SPEC §4: ?t=<seconds> asks for the auto-like after that delay (members only). */
function AutoLike({ show }) {
	const { data: user } = useCurrentUser();
	const [searchParams] = useSearchParams();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const seconds = user ? autoLikeDelay(searchParams.get("t")) : void 0;
	useEffect(() => {
		if (seconds === void 0) return;
		return scheduleAutoLike(seconds, {
			fetchProfile: () => api("auto-like.php", AutoLikeResponse).then((answer) => answer.profile),
			show: (profile) => show(profile, "like"),
			removeParam: () => {
				const url = new URL(window.location.href);
				url.searchParams.delete("t");
				navigate({
					pathname: url.pathname,
					search: url.search,
					hash: url.hash
				}, { replace: true });
			},
			reloadLikes: () => void queryClient.invalidateQueries({ queryKey: likesQuery.queryKey })
		});
	}, [
		seconds,
		show,
		navigate,
		queryClient
	]);
	return null;
}
// src/hooks/use-signup-modal.ts
/** Opens the signup modal of the layout; provided by the layouts that have one (SPEC §2). */
var SignupModalContext = createContext(null);
/** Opens the signup modal, or goes to the signup page where the layout has no modal. */
function useOpenSignup() {
	const open = useContext(SignupModalContext);
	const navigate = useNavigate();
	return open ?? (() => void navigate(pathFor("signup")));
}
// src/app/signup-modal-host.tsx
var SignupModal = lazy(() => import("./assets/signup-modal-BXL7Y5ZA.js"));
/** The layouts' signup modal (SPEC §2: default and empty layouts), opened with useOpenSignup(). */
function SignupModalHost({ children }) {
	const [open, setOpen] = useState(false);
	return /* @__PURE__ */ jsxs(SignupModalContext, {
		value: () => setOpen(true),
		children: [children, open && /* @__PURE__ */ jsx(Suspense, {
			fallback: null,
			children: /* @__PURE__ */ jsx(SignupModal, { onClosed: () => setOpen(false) })
		})]
	});
}
// src/app/layouts/default-layout.tsx
function DefaultLayout() {
	return /* @__PURE__ */ jsx(SignupModalHost, { children: /* @__PURE__ */ jsxs(LikeModalHost, { children: [
		/* @__PURE__ */ jsx(TopNav, {}),
		/* @__PURE__ */ jsx(TimeBonusStrip, {}),
		/* @__PURE__ */ jsx(AlertHost, {}),
		/* @__PURE__ */ jsx("main", {
			className: "app-main",
			id: "main",
			children: /* @__PURE__ */ jsx(Outlet, {})
		}),
		/* @__PURE__ */ jsx(SiteFooter, {}),
		/* @__PURE__ */ jsx(TimeBonusModal, {}),
		/* @__PURE__ */ jsx(EntryWarning, { layout: "default" })
	] }) });
}
// src/app/layouts/empty-layout.tsx
function EmptyLayout() {
	return /* @__PURE__ */ jsxs(SignupModalHost, { children: [/* @__PURE__ */ jsx("main", {
		className: "app-main",
		id: "main",
		children: /* @__PURE__ */ jsx(Outlet, {})
	}), /* @__PURE__ */ jsx(EntryWarning, { layout: "empty" })] });
}
// src/router.tsx
var PAGES = {
	home: () => import("./assets/index-page-HeBXoWEs.js"),
	"lander-handoff": () => import("./assets/lander-handoff-D7bSzqYb.js"),
	"static-page": () => import("./assets/static-page-CFCudQKh.js"),
	"lang-config": () => import("./assets/lang-config-page-D2YicV13.js"),
	login: () => import("./assets/login-page-fo3rWXTR.js"),
	"reset-password": () => import("./assets/reset-password-page-BHs3dO5C.js"),
	"reset-password-do": () => import("./assets/reset-password-do-page-C_vj79fF.js"),
	"activate-done": () => import("./assets/activate-done-page-Bmv1EAki.js"),
	"activate-error": () => import("./assets/activate-error-page-D3BZ-cCG.js"),
	"mail-change-do": () => import("./assets/mail-change-do-page-C_4Pir5K.js"),
	signup: () => import("./assets/signup-page-JVpaqYWA.js"),
	"signup-matches": () => import("./assets/signup-matches-page-BpXpawdO.js"),
	"complete-signup": () => import("./assets/complete-signup-page-DITjzXo6.js"),
	settings: () => import("./assets/settings-page-DOxrfPMY.js"),
	"account-deleted": () => import("./assets/account-deleted-page-NjNv1Vwx.js"),
	profile: () => import("./assets/profile-page-BsWAJgZl.js"),
	members: () => import("./assets/search-page-Dxw_wtQt.js"),
	"members-id": () => import("./assets/member-page-C0STjKHw.js"),
	"match-finder": () => import("./assets/match-finder-page-DYJZD9LU.js"),
	likes: () => import("./assets/likes-page-B0es5VMT.js"),
	"likes-m-id": () => import("./assets/like-link-page-Q_0GiXuZ.js"),
	"swipe-game": () => import("./assets/swipe-page-BDAvdZ_B.js"),
	complaints: () => import("./assets/complaints-page-BcL73QeR.js"),
	chats: () => import("./assets/chats-page-Bb-Xi3Xc.js"),
	"chats-id": () => import("./assets/conversation-page-BstalTYD.js"),
	"members-id-chat": () => import("./assets/member-chat-page-0JFep9Oq.js"),
	credits: () => import("./assets/credits-page-v-OfR7C8.js"),
	"credits-checkout": () => import("./assets/checkout-page-DcHr3TMD.js"),
	"credits-repeat-order": () => import("./assets/repeat-order-page-CONRm3Ar.js"),
	premium: () => import("./assets/premium-page-BQGqTh4L.js"),
	pricing: () => import("./assets/pricing-page-xlsTn1M5.js"),
	transactions: () => import("./assets/transactions-page-BfMLrSOX.js"),
	directdebit: () => import("./assets/direct-debit-page-qOGeeoeG.js"),
	notifications: () => import("./assets/notifications-page-DjpwEUas.js")
};
var LAYOUTS = {
	default: () => /* @__PURE__ */ jsx(DefaultLayout, {}),
	chat: () => /* @__PURE__ */ jsx(ChatLayout, {}),
	lander: () => /* @__PURE__ */ jsx(Outlet, {}),
	empty: () => /* @__PURE__ */ jsx(EmptyLayout, {})
};
function notFound() {
	throw data("This page could not be found", { status: 404 });
}
/** Route ids are the route names of SPEC §2, so useMatches() tells a page which route it is. */
function buildRoutes() {
	const layouts = Object.keys(LAYOUTS).map((layout) => ({
		id: `layout-${layout}`,
		element: LAYOUTS[layout](),
		errorElement: /* @__PURE__ */ jsx(ErrorPage, {}),
		children: ROUTE_NAMES.filter((name) => ROUTES[name].layout === layout).map((name) => ({
			id: name,
			path: ROUTES[name].path,
			lazy: PAGES[ROUTES[name].page],
			errorElement: /* @__PURE__ */ jsx(ErrorPage, {})
		}))
	}));
	layouts.find((route) => route.id === "layout-default").children.push({
		id: "not-found",
		path: "*",
		loader: notFound,
		element: null,
		errorElement: /* @__PURE__ */ jsx(ErrorPage, {})
	});
	return [{
		id: "root",
		errorElement: /* @__PURE__ */ jsx(ErrorPage, {}),
		hydrateFallbackElement: /* @__PURE__ */ jsx(PageLoading, {}),
		children: layouts
	}];
}
// src/entry-server.tsx
var handler = createStaticHandler(buildRoutes());
var requestApi = new AsyncLocalStorage();
setApiTransport((url, init) => {
	const api = requestApi.getStore();
	if (!api) throw new Error(`API call outside a page rendering: ${url}`);
	return api(url, init);
});
var translations = /* @__PURE__ */ new Map();
function translationsFor(locale) {
	let instance = translations.get(locale);
	if (!instance) {
		instance = (async () => {
			const created = i18next.createInstance();
			await startI18n(created, locale);
			return created;
		})();
		translations.set(locale, instance);
	}
	return instance;
}
/**
* Renders a page as the browser's first render will draw it, with the answers it shows already
* loaded (issue #20: content before the JavaScript has run). Null when the page is not one the
* server renders (its module declares no `handle.prefetch`) or something it needs failed: the
* browser then draws it from the empty shell as before.
*/
var renderPage = (async (request) => {
	const url = new URL(request.url);
	const queryClient = createQueryClient();
	queryClient.setDefaultOptions({ queries: {
		...queryClient.getDefaultOptions().queries,
		retry: false
	} });
	const rendering = await requestApi.run(request.api, async () => {
		const context = await handler.query(new Request(url));
		if (context instanceof Response || context.errors) return null;
		const leaf = context.matches.at(-1);
		if (!isServerRendered(leaf.route.handle)) return null;
		const [settings] = await Promise.all([queryClient.fetchQuery({
			...settingsQuery,
			queryFn: ({ signal }) => fetchSettings(url, signal)
		}).catch(() => void 0), queryClient.prefetchQuery(userQuery)]);
		const locale = pickLocale(request.storedLocale, settings?.domain_language);
		const loaderData = context.loaderData[leaf.route.id];
		await leaf.route.handle.prefetch({
			queryClient,
			routeId: leaf.route.id,
			params: leaf.params,
			url,
			loaderData,
			locale
		});
		return {
			context,
			locale
		};
	});
	if (!rendering) return null;
	const { context, locale } = rendering;
	if (queryClient.getQueryCache().getAll().some((query) => query.state.status !== "success")) return null;
	const i18n = await translationsFor(locale);
	const router = createStaticRouter(handler.dataRoutes, context);
	const { prelude } = await prerenderToNodeStream(/* @__PURE__ */ jsx(I18nextProvider, {
		i18n,
		children: /* @__PURE__ */ jsx(AppProviders, {
			queryClient,
			children: /* @__PURE__ */ jsx(StaticRouterProvider, {
				router,
				context,
				hydrate: false
			})
		})
	}));
	const [, head, html] = /^((?:<link\b[^>]*>)*)([\s\S]*)$/.exec(await text(prelude));
	const state = {
		queries: dehydrate(queryClient),
		router: {
			loaderData: context.loaderData,
			actionData: context.actionData
		}
	};
	queryClient.clear();
	return {
		html,
		head,
		state,
		locale
	};
});
export { usePush as C, setOpenConversation as S, useHydrated as _, FictionalMark as a, removeStored as b, DialogHeader as c, fieldErrorText as d, formErrorsOf as f, useRouteName as g, tradenamesNotice as h, FictionalLegend as i, ResendActivation as l, useChooseLanguage as m, ProfilePhoto as n, FictionalPluralBadge as o, NavBadge as p, photoSrc as r, renderPage, useShowLikeModal as s, useOpenSignup as t, errorText as u, RouteErrorView as v, writeStored as x, readStored as y };
