import { Gt as isLocale, Ht as LOCALES, Ut as LOCALE_COOKIE, Vt as ErrorBody, et as OkResponse, mt as UserResponse, r as pathFor } from "./route-table-DxKv25ul.js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { useNavigate } from "react-router";
import { __assign, __extends, __rest, __spreadArray } from "tslib";
import { memoize, strategies } from "@formatjs/fast-memoize";
import { isArgumentElement, isDateElement, isDateTimeSkeleton, isLiteralElement, isNumberElement, isNumberSkeleton, isPluralElement, isPoundElement, isSelectElement, isTagElement, isTimeElement, parse } from "@formatjs/icu-messageformat-parser";
import resourcesToBackend from "i18next-resources-to-backend";
import Cookies from "js-cookie";
// ../../packages/core/src/http.ts
/**
* The client request-type header of SPEC §7. Browsers do not let another site set a custom header
* on a cross-site request without a CORS preflight we never grant, so requiring it on every
* state-changing call is the CSRF guard (ARCHITECTURE, API conventions).
*/
var REQUEST_TYPE_HEADER = "x-request-type";
// src/lib/api-client.ts
/** An API answer other than 2xx, carrying the server's error code for translation. */
var ApiError = class extends Error {
	status;
	code;
	fields;
	params;
	constructor(status, code, message, fields, params) {
		super(message);
		this.status = status;
		this.code = code;
		this.fields = fields;
		this.params = params;
		this.name = "ApiError";
	}
	/** Worth another try: the network or the server failed, not the request. */
	get retryable() {
		return this.code === "network_error" || this.status >= 500;
	}
};
/** How a call reaches the server: the browser's fetch, or the server's own routes while it renders a page. */
var transport = (url, init) => fetch(url, init);
/** The server's page renderer answers the calls a page makes without a network round trip (entry-server.tsx). */
function setApiTransport(next) {
	transport = next;
}
function urlFor(path, query) {
	const params = new URLSearchParams();
	for (const [key, value] of Object.entries(query ?? {})) if (value !== void 0) params.set(key, String(value));
	const search = params.toString();
	return `/api/${path}${search ? `?${search}` : ""}`;
}
/** Calls the API and checks the answer against its contract schema from packages/core. */
async function api(path, schema, { method = "GET", query, body, form, signal } = {}) {
	const headers = {
		accept: "application/json",
		[REQUEST_TYPE_HEADER]: "app"
	};
	if (body !== void 0) headers["content-type"] = "application/json";
	let response;
	try {
		response = await transport(urlFor(path, query), {
			method,
			headers,
			credentials: "same-origin",
			signal,
			...body !== void 0 ? { body: JSON.stringify(body) } : form ? { body: form } : {}
		});
	} catch (cause) {
		if (signal?.aborted) throw cause;
		throw new ApiError(0, "network_error", "The network is not reachable.");
	}
	const payload = await response.json().catch(() => void 0);
	if (!response.ok) {
		const parsed = ErrorBody.safeParse(payload);
		const error = parsed.success ? new ApiError(response.status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.fields, parsed.data.error.params) : new ApiError(response.status, "internal_error", response.statusText || "Error");
		if (error.code === "authentication_required" && !path.startsWith("user.php"));
		if (error.code === "banned");
		throw error;
	}
	return schema.parse(payload);
}
// src/lib/push-subscribed.ts
var subscribed = false;
var latestCheck = 0;
/** Whether this browser held a push subscription at the last check; false until one has answered. */
function isPushSubscribed() {
	return subscribed;
}
/**
* Asks the browser again whether it holds a push subscription: once at start-up, and by the push
* feature after subscribing or unsubscribing, so the refresh schedule (SPEC §9) follows.
*/
async function recheckPushSubscription() {
	const check = ++latestCheck;
	const answer = await hasPushSubscription();
	if (check === latestCheck) subscribed = answer;
}
/** Browsers without service workers or push, and any failure to ask, count as not subscribed. */
async function hasPushSubscription() {
	try {
		const registration = await navigator.serviceWorker.getRegistration();
		return registration !== void 0 && await registration.pushManager.getSubscription() !== null;
	} catch {
		return false;
	}
}
// src/lib/refresh.ts
/** SPEC §9: member data (user, chats, likes) is refreshed first this long after the page loads, */
var FIRST_REFRESH_MS = 5e3;
/** and then at this interval, */
var REFRESH_MS = 6e4;
/** or at this one when the browser is subscribed to push, which brings the news sooner anyway. */
var PUSH_REFRESH_MS = 3e5;
/**
* The refetch interval of a member query after it has been loaded `updateCount` times: the load
* itself counts as the first, so the first refresh follows it after 5 s and the rest every 60 s,
* or every 300 s with a push subscription.
*/
function refreshInterval(updateCount, pushSubscribed) {
	if (updateCount <= 1) return FIRST_REFRESH_MS;
	return pushSubscribed ? PUSH_REFRESH_MS : REFRESH_MS;
}
/** The first WebSocket reconnect waits this long; each further try doubles it, up to the maximum. */
var REALTIME_RECONNECT_MIN_MS = 1e3;
var REALTIME_RECONNECT_MAX_MS = 3e4;
// src/lib/session.ts
/**
* The logged-in member (null for a visitor), shared by the whole app under the ['user'] key
* (SPEC §7 GET /api/user.php). A member's data refreshes on the SPEC §9 schedule; a visitor's
* answer would not change, so it is not polled.
*/
var userQuery = queryOptions({
	queryKey: ["user"],
	queryFn: ({ signal }) => api("user.php", UserResponse, { signal }).then((answer) => answer.user),
	staleTime: Infinity,
	refetchInterval: (query) => query.state.data ? refreshInterval(query.state.dataUpdateCount, isPushSubscribed()) : false
});
/** Every call that logs in or changes the member answers with the user: keep it as the session. */
function setSessionUser(queryClient, user) {
	queryClient.setQueryData(userQuery.queryKey, user);
}
/**
* The session is over (logout, deletion, or the server said so, SPEC §8): the member becomes a
* visitor and everything loaded for the member is dropped. Dropped, not refetched: a refetch would
* only be answered with authentication_required again.
*/
function endSession(queryClient) {
	setSessionUser(queryClient, null);
	queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQuery.queryKey[0] && query.meta?.site !== true });
}
var leaving = false;
/** True while the member is leaving on purpose (logout, deletion) and the next page is on its way. */
function isLeavingSession() {
	return leaving;
}
/**
* Ends the session first, so nothing of the member's is fetched again with a cookie that no
* longer works, and only then moves on; members-only pages wait instead of sending the visitor to
* the login page meanwhile.
*/
async function leaveSession(queryClient, go) {
	leaving = true;
	endSession(queryClient);
	try {
		await go();
	} finally {
		leaving = false;
	}
}
// \0rolldown_dynamic_import_helper.js
var _rolldown_dynamic_import_helper_default = (glob, path, segments) => {
	const query = path.lastIndexOf("?");
	const v = glob[query === -1 || query < path.lastIndexOf("/") ? path : path.slice(0, query)];
	if (v) return typeof v === "function" ? v() : Promise.resolve(v);
	return new Promise((_, reject) => {
		(typeof queueMicrotask === "function" ? queueMicrotask : setTimeout)(reject.bind(null, /* @__PURE__ */ new Error("Unknown variable dynamic import: " + path + (path.split("/").length !== segments ? ". Note that variables only represent file names one level deep." : ""))));
	});
};
// ../../node_modules/i18next-icu/dist/es/utils.js
var UNSAFE_KEYS = [
	"__proto__",
	"constructor",
	"prototype"
];
function getLastOfPath(object, path, Empty) {
	function cleanKey(key) {
		return key && key.indexOf("###") > -1 ? key.replace(/###/g, ".") : key;
	}
	function canNotTraverseDeeper() {
		return !object || typeof object === "string";
	}
	var stack = typeof path !== "string" ? [].concat(path) : path.split(".");
	while (stack.length > 1) {
		if (canNotTraverseDeeper()) return {};
		var key = cleanKey(stack.shift());
		if (UNSAFE_KEYS.indexOf(key) > -1) return {};
		if (!object[key] && Empty) object[key] = new Empty();
		object = object[key];
	}
	if (canNotTraverseDeeper()) return {};
	var k = cleanKey(stack.shift());
	if (UNSAFE_KEYS.indexOf(k) > -1) return {};
	return {
		obj: object,
		k
	};
}
function setPath(object, path, newValue) {
	var _getLastOfPath = getLastOfPath(object, path, Object), obj = _getLastOfPath.obj, k = _getLastOfPath.k;
	if (obj === void 0) return;
	obj[k] = newValue;
}
function getPath(object, path) {
	var _getLastOfPath3 = getLastOfPath(object, path), obj = _getLastOfPath3.obj, k = _getLastOfPath3.k;
	if (!obj) return void 0;
	return obj[k];
}
var arr = [];
var each = arr.forEach;
var slice = arr.slice;
function defaults(obj) {
	each.call(slice.call(arguments, 1), function(source) {
		if (source) for (var _i = 0, _Object$keys = Object.keys(source); _i < _Object$keys.length; _i++) {
			var prop = _Object$keys[_i];
			if (UNSAFE_KEYS.indexOf(prop) > -1) continue;
			if (obj[prop] === void 0) obj[prop] = source[prop];
		}
	});
	return obj;
}
// ../../node_modules/intl-messageformat/lib/src/error.js
var ErrorCode;
(function(ErrorCode) {
	ErrorCode["MISSING_VALUE"] = "MISSING_VALUE";
	ErrorCode["INVALID_VALUE"] = "INVALID_VALUE";
	ErrorCode["MISSING_INTL_API"] = "MISSING_INTL_API";
})(ErrorCode || (ErrorCode = {}));
var FormatError = function(_super) {
	__extends(FormatError, _super);
	function FormatError(msg, code, originalMessage) {
		var _this = _super.call(this, msg) || this;
		_this.code = code;
		_this.originalMessage = originalMessage;
		return _this;
	}
	FormatError.prototype.toString = function() {
		return "[formatjs Error: ".concat(this.code, "] ").concat(this.message);
	};
	return FormatError;
}(Error);
var InvalidValueError = function(_super) {
	__extends(InvalidValueError, _super);
	function InvalidValueError(variableId, value, options, originalMessage) {
		return _super.call(this, "Invalid values for \"".concat(variableId, "\": \"").concat(value, "\". Options are \"").concat(Object.keys(options).join("\", \""), "\""), ErrorCode.INVALID_VALUE, originalMessage) || this;
	}
	return InvalidValueError;
}(FormatError);
var InvalidValueTypeError = function(_super) {
	__extends(InvalidValueTypeError, _super);
	function InvalidValueTypeError(value, type, originalMessage) {
		return _super.call(this, "Value for \"".concat(value, "\" must be of type ").concat(type), ErrorCode.INVALID_VALUE, originalMessage) || this;
	}
	return InvalidValueTypeError;
}(FormatError);
var MissingValueError = function(_super) {
	__extends(MissingValueError, _super);
	function MissingValueError(variableId, originalMessage) {
		return _super.call(this, "The intl string context variable \"".concat(variableId, "\" was not provided to the string \"").concat(originalMessage, "\""), ErrorCode.MISSING_VALUE, originalMessage) || this;
	}
	return MissingValueError;
}(FormatError);
// ../../node_modules/intl-messageformat/lib/src/formatters.js
var PART_TYPE;
(function(PART_TYPE) {
	PART_TYPE[PART_TYPE["literal"] = 0] = "literal";
	PART_TYPE[PART_TYPE["object"] = 1] = "object";
})(PART_TYPE || (PART_TYPE = {}));
function mergeLiteral(parts) {
	if (parts.length < 2) return parts;
	return parts.reduce(function(all, part) {
		var lastPart = all[all.length - 1];
		if (!lastPart || lastPart.type !== PART_TYPE.literal || part.type !== PART_TYPE.literal) all.push(part);
		else lastPart.value += part.value;
		return all;
	}, []);
}
function isFormatXMLElementFn(el) {
	return typeof el === "function";
}
function formatToParts(els, locales, formatters, formats, values, currentPluralValue, originalMessage) {
	if (els.length === 1 && isLiteralElement(els[0])) return [{
		type: PART_TYPE.literal,
		value: els[0].value
	}];
	var result = [];
	for (var _i = 0, els_1 = els; _i < els_1.length; _i++) {
		var el = els_1[_i];
		if (isLiteralElement(el)) {
			result.push({
				type: PART_TYPE.literal,
				value: el.value
			});
			continue;
		}
		if (isPoundElement(el)) {
			if (typeof currentPluralValue === "number") result.push({
				type: PART_TYPE.literal,
				value: formatters.getNumberFormat(locales).format(currentPluralValue)
			});
			continue;
		}
		var varName = el.value;
		if (!(values && varName in values)) throw new MissingValueError(varName, originalMessage);
		var value = values[varName];
		if (isArgumentElement(el)) {
			if (!value || typeof value === "string" || typeof value === "number") value = typeof value === "string" || typeof value === "number" ? String(value) : "";
			result.push({
				type: typeof value === "string" ? PART_TYPE.literal : PART_TYPE.object,
				value
			});
			continue;
		}
		if (isDateElement(el)) {
			var style = typeof el.style === "string" ? formats.date[el.style] : isDateTimeSkeleton(el.style) ? el.style.parsedOptions : void 0;
			result.push({
				type: PART_TYPE.literal,
				value: formatters.getDateTimeFormat(locales, style).format(value)
			});
			continue;
		}
		if (isTimeElement(el)) {
			var style = typeof el.style === "string" ? formats.time[el.style] : isDateTimeSkeleton(el.style) ? el.style.parsedOptions : formats.time.medium;
			result.push({
				type: PART_TYPE.literal,
				value: formatters.getDateTimeFormat(locales, style).format(value)
			});
			continue;
		}
		if (isNumberElement(el)) {
			var style = typeof el.style === "string" ? formats.number[el.style] : isNumberSkeleton(el.style) ? el.style.parsedOptions : void 0;
			if (style && style.scale) value = value * (style.scale || 1);
			result.push({
				type: PART_TYPE.literal,
				value: formatters.getNumberFormat(locales, style).format(value)
			});
			continue;
		}
		if (isTagElement(el)) {
			var children = el.children, value_1 = el.value;
			var formatFn = values[value_1];
			if (!isFormatXMLElementFn(formatFn)) throw new InvalidValueTypeError(value_1, "function", originalMessage);
			var chunks = formatFn(formatToParts(children, locales, formatters, formats, values, currentPluralValue).map(function(p) {
				return p.value;
			}));
			if (!Array.isArray(chunks)) chunks = [chunks];
			result.push.apply(result, chunks.map(function(c) {
				return {
					type: typeof c === "string" ? PART_TYPE.literal : PART_TYPE.object,
					value: c
				};
			}));
		}
		if (isSelectElement(el)) {
			var opt = el.options[value] || el.options.other;
			if (!opt) throw new InvalidValueError(el.value, value, Object.keys(el.options), originalMessage);
			result.push.apply(result, formatToParts(opt.value, locales, formatters, formats, values));
			continue;
		}
		if (isPluralElement(el)) {
			var opt = el.options["=".concat(value)];
			if (!opt) {
				if (!Intl.PluralRules) throw new FormatError("Intl.PluralRules is not available in this environment.\nTry polyfilling it using \"@formatjs/intl-pluralrules\"\n", ErrorCode.MISSING_INTL_API, originalMessage);
				var rule = formatters.getPluralRules(locales, { type: el.pluralType }).select(value - (el.offset || 0));
				opt = el.options[rule] || el.options.other;
			}
			if (!opt) throw new InvalidValueError(el.value, value, Object.keys(el.options), originalMessage);
			result.push.apply(result, formatToParts(opt.value, locales, formatters, formats, values, value - (el.offset || 0)));
			continue;
		}
	}
	return mergeLiteral(result);
}
// ../../node_modules/intl-messageformat/lib/src/core.js
function mergeConfig(c1, c2) {
	if (!c2) return c1;
	return __assign(__assign(__assign({}, c1 || {}), c2 || {}), Object.keys(c1).reduce(function(all, k) {
		all[k] = __assign(__assign({}, c1[k]), c2[k] || {});
		return all;
	}, {}));
}
function mergeConfigs(defaultConfig, configs) {
	if (!configs) return defaultConfig;
	return Object.keys(defaultConfig).reduce(function(all, k) {
		all[k] = mergeConfig(defaultConfig[k], configs[k]);
		return all;
	}, __assign({}, defaultConfig));
}
function createFastMemoizeCache(store) {
	return { create: function() {
		return {
			get: function(key) {
				return store[key];
			},
			set: function(key, value) {
				store[key] = value;
			}
		};
	} };
}
function createDefaultFormatters(cache) {
	if (cache === void 0) cache = {
		number: {},
		dateTime: {},
		pluralRules: {}
	};
	return {
		getNumberFormat: memoize(function() {
			var _a;
			var args = [];
			for (var _i = 0; _i < arguments.length; _i++) args[_i] = arguments[_i];
			return new ((_a = Intl.NumberFormat).bind.apply(_a, __spreadArray([void 0], args, false)))();
		}, {
			cache: createFastMemoizeCache(cache.number),
			strategy: strategies.variadic
		}),
		getDateTimeFormat: memoize(function() {
			var _a;
			var args = [];
			for (var _i = 0; _i < arguments.length; _i++) args[_i] = arguments[_i];
			return new ((_a = Intl.DateTimeFormat).bind.apply(_a, __spreadArray([void 0], args, false)))();
		}, {
			cache: createFastMemoizeCache(cache.dateTime),
			strategy: strategies.variadic
		}),
		getPluralRules: memoize(function() {
			var _a;
			var args = [];
			for (var _i = 0; _i < arguments.length; _i++) args[_i] = arguments[_i];
			return new ((_a = Intl.PluralRules).bind.apply(_a, __spreadArray([void 0], args, false)))();
		}, {
			cache: createFastMemoizeCache(cache.pluralRules),
			strategy: strategies.variadic
		})
	};
}
// ../../node_modules/intl-messageformat/lib/index.js
var lib_default = function() {
	function IntlMessageFormat(message, locales, overrideFormats, opts) {
		if (locales === void 0) locales = IntlMessageFormat.defaultLocale;
		var _this = this;
		this.formatterCache = {
			number: {},
			dateTime: {},
			pluralRules: {}
		};
		this.format = function(values) {
			var parts = _this.formatToParts(values);
			if (parts.length === 1) return parts[0].value;
			var result = parts.reduce(function(all, part) {
				if (!all.length || part.type !== PART_TYPE.literal || typeof all[all.length - 1] !== "string") all.push(part.value);
				else all[all.length - 1] += part.value;
				return all;
			}, []);
			if (result.length <= 1) return result[0] || "";
			return result;
		};
		this.formatToParts = function(values) {
			return formatToParts(_this.ast, _this.locales, _this.formatters, _this.formats, values, void 0, _this.message);
		};
		this.resolvedOptions = function() {
			var _a;
			return { locale: ((_a = _this.resolvedLocale) === null || _a === void 0 ? void 0 : _a.toString()) || Intl.NumberFormat.supportedLocalesOf(_this.locales)[0] };
		};
		this.getAst = function() {
			return _this.ast;
		};
		this.locales = locales;
		this.resolvedLocale = IntlMessageFormat.resolveLocale(locales);
		if (typeof message === "string") {
			this.message = message;
			if (!IntlMessageFormat.__parse) throw new TypeError("IntlMessageFormat.__parse must be set to process `message` of type `string`");
			var _a = opts || {};
			_a.formatters;
			var parseOpts = __rest(_a, ["formatters"]);
			this.ast = IntlMessageFormat.__parse(message, __assign(__assign({}, parseOpts), { locale: this.resolvedLocale }));
		} else this.ast = message;
		if (!Array.isArray(this.ast)) throw new TypeError("A message must be provided as a String or AST.");
		this.formats = mergeConfigs(IntlMessageFormat.formats, overrideFormats);
		this.formatters = opts && opts.formatters || createDefaultFormatters(this.formatterCache);
	}
	Object.defineProperty(IntlMessageFormat, "defaultLocale", {
		get: function() {
			if (!IntlMessageFormat.memoizedDefaultLocale) IntlMessageFormat.memoizedDefaultLocale = new Intl.NumberFormat().resolvedOptions().locale;
			return IntlMessageFormat.memoizedDefaultLocale;
		},
		enumerable: false,
		configurable: true
	});
	IntlMessageFormat.memoizedDefaultLocale = null;
	IntlMessageFormat.resolveLocale = function(locales) {
		if (typeof Intl.Locale === "undefined") return;
		var supportedLocales = Intl.NumberFormat.supportedLocalesOf(locales);
		if (supportedLocales.length > 0) return new Intl.Locale(supportedLocales[0]);
		return new Intl.Locale(typeof locales === "string" ? locales : locales[0]);
	};
	IntlMessageFormat.__parse = parse;
	IntlMessageFormat.formats = {
		number: {
			integer: { maximumFractionDigits: 0 },
			currency: { style: "currency" },
			percent: { style: "percent" }
		},
		date: {
			short: {
				month: "numeric",
				day: "numeric",
				year: "2-digit"
			},
			medium: {
				month: "short",
				day: "numeric",
				year: "numeric"
			},
			long: {
				month: "long",
				day: "numeric",
				year: "numeric"
			},
			full: {
				weekday: "long",
				month: "long",
				day: "numeric",
				year: "numeric"
			}
		},
		time: {
			short: {
				hour: "numeric",
				minute: "numeric"
			},
			medium: {
				hour: "numeric",
				minute: "numeric",
				second: "numeric"
			},
			long: {
				hour: "numeric",
				minute: "numeric",
				second: "numeric",
				timeZoneName: "short"
			},
			full: {
				hour: "numeric",
				minute: "numeric",
				second: "numeric",
				timeZoneName: "short"
			}
		}
	};
	return IntlMessageFormat;
}();
// ../../node_modules/i18next-icu/dist/es/index.js
function _slicedToArray(arr, i) {
	return _arrayWithHoles(arr) || _iterableToArrayLimit(arr, i) || _unsupportedIterableToArray(arr, i) || _nonIterableRest();
}
function _nonIterableRest() {
	throw new TypeError("Invalid attempt to destructure non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
}
function _unsupportedIterableToArray(o, minLen) {
	if (!o) return;
	if (typeof o === "string") return _arrayLikeToArray(o, minLen);
	var n = Object.prototype.toString.call(o).slice(8, -1);
	if (n === "Object" && o.constructor) n = o.constructor.name;
	if (n === "Map" || n === "Set") return Array.from(o);
	if (n === "Arguments" || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)) return _arrayLikeToArray(o, minLen);
}
function _arrayLikeToArray(arr, len) {
	if (len == null || len > arr.length) len = arr.length;
	for (var i = 0, arr2 = new Array(len); i < len; i++) arr2[i] = arr[i];
	return arr2;
}
function _iterableToArrayLimit(arr, i) {
	if (typeof Symbol === "undefined" || !(Symbol.iterator in Object(arr))) return;
	var _arr = [];
	var _n = true;
	var _d = false;
	var _e = void 0;
	try {
		for (var _i = arr[Symbol.iterator](), _s; !(_n = (_s = _i.next()).done); _n = true) {
			_arr.push(_s.value);
			if (i && _arr.length === i) break;
		}
	} catch (err) {
		_d = true;
		_e = err;
	} finally {
		try {
			if (!_n && _i["return"] != null) _i["return"]();
		} finally {
			if (_d) throw _e;
		}
	}
	return _arr;
}
function _arrayWithHoles(arr) {
	if (Array.isArray(arr)) return arr;
}
function _typeof(obj) {
	"@babel/helpers - typeof";
	if (typeof Symbol === "function" && typeof Symbol.iterator === "symbol") _typeof = function _typeof(obj) {
		return typeof obj;
	};
	else _typeof = function _typeof(obj) {
		return obj && typeof Symbol === "function" && obj.constructor === Symbol && obj !== Symbol.prototype ? "symbol" : typeof obj;
	};
	return _typeof(obj);
}
function ownKeys(object, enumerableOnly) {
	var keys = Object.keys(object);
	if (Object.getOwnPropertySymbols) {
		var symbols = Object.getOwnPropertySymbols(object);
		if (enumerableOnly) symbols = symbols.filter(function(sym) {
			return Object.getOwnPropertyDescriptor(object, sym).enumerable;
		});
		keys.push.apply(keys, symbols);
	}
	return keys;
}
function _objectSpread(target) {
	for (var i = 1; i < arguments.length; i++) {
		var source = arguments[i] != null ? arguments[i] : {};
		if (i % 2) ownKeys(Object(source), true).forEach(function(key) {
			_defineProperty(target, key, source[key]);
		});
		else if (Object.getOwnPropertyDescriptors) Object.defineProperties(target, Object.getOwnPropertyDescriptors(source));
		else ownKeys(Object(source)).forEach(function(key) {
			Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(source, key));
		});
	}
	return target;
}
function _defineProperty(obj, key, value) {
	if (key in obj) Object.defineProperty(obj, key, {
		value,
		enumerable: true,
		configurable: true,
		writable: true
	});
	else obj[key] = value;
	return obj;
}
function _classCallCheck(instance, Constructor) {
	if (!(instance instanceof Constructor)) throw new TypeError("Cannot call a class as a function");
}
function _defineProperties(target, props) {
	for (var i = 0; i < props.length; i++) {
		var descriptor = props[i];
		descriptor.enumerable = descriptor.enumerable || false;
		descriptor.configurable = true;
		if ("value" in descriptor) descriptor.writable = true;
		Object.defineProperty(target, descriptor.key, descriptor);
	}
}
function _createClass(Constructor, protoProps, staticProps) {
	if (protoProps) _defineProperties(Constructor.prototype, protoProps);
	if (staticProps) _defineProperties(Constructor, staticProps);
	return Constructor;
}
function getDefaults() {
	return {
		memoize: true,
		memoizeFallback: false,
		bindI18n: "",
		bindI18nStore: "",
		parseErrorHandler: function parseErrorHandler(err, key, res, options) {
			return res;
		},
		parseLngForICU: function parseLngForICU(lng) {
			return lng;
		},
		escapeVariables: false
	};
}
var ICU = /*#__PURE__*/ function() {
	function ICU(options) {
		_classCallCheck(this, ICU);
		this.type = "i18nFormat";
		this.mem = {};
		this.init(null, options);
	}
	_createClass(ICU, [
		{
			key: "init",
			value: function init(i18next, options) {
				var _this = this;
				var i18nextOptions = i18next && i18next.options && i18next.options.i18nFormat || {};
				this.options = defaults(i18nextOptions, options, this.options || {}, getDefaults());
				this.formats = this.options.formats;
				if (i18next) {
					var _this$options = this.options, bindI18n = _this$options.bindI18n, bindI18nStore = _this$options.bindI18nStore, memoize = _this$options.memoize;
					i18next.IntlMessageFormat = lib_default;
					i18next.ICU = this;
					if (memoize) {
						if (bindI18n) i18next.on(bindI18n, function() {
							return _this.clearCache();
						});
						if (bindI18nStore) i18next.store.on(bindI18nStore, function() {
							return _this.clearCache();
						});
					}
				}
			}
		},
		{
			key: "addUserDefinedFormats",
			value: function addUserDefinedFormats(formats) {
				this.formats = this.formats ? _objectSpread(_objectSpread({}, this.formats), formats) : formats;
			}
		},
		{
			key: "parse",
			value: function parse(res, options, lng, ns, key, info) {
				var hadSuccessfulLookup = info && info.resolved && info.resolved.res;
				var memKey = this.options.memoize && "".concat(lng, ".").concat(ns, ".").concat(key.replace(/\./g, "###"));
				var fc;
				if (this.options.memoize) fc = getPath(this.mem, memKey);
				try {
					if (!fc) {
						fc = new lib_default(res, this.options.parseLngForICU(lng), this.formats, { ignoreTag: true });
						if (this.options.memoize && (this.options.memoizeFallback || !info || hadSuccessfulLookup)) setPath(this.mem, memKey, fc);
					}
					return fc.format(this.escapeVariableValues(options));
				} catch (err) {
					return this.options.parseErrorHandler(err, key, res, options);
				}
			}
		},
		{
			key: "addLookupKeys",
			value: function addLookupKeys(finalKeys, _key, _code, _ns, _options) {
				return finalKeys;
			}
		},
		{
			key: "clearCache",
			value: function clearCache() {
				this.mem = {};
			}
		},
		{
			key: "escapeVariableValues",
			value: function escapeVariableValues(options) {
				if (!this.options.escapeVariables || !options || _typeof(options) !== "object") return options;
				var escaped = {};
				for (var _i = 0, _Object$entries = Object.entries(options); _i < _Object$entries.length; _i++) {
					var _Object$entries$_i = _slicedToArray(_Object$entries[_i], 2), key = _Object$entries$_i[0], value = _Object$entries$_i[1];
					if (typeof value === "string") escaped[key] = value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
					else escaped[key] = value;
				}
				return escaped;
			}
		}
	]);
	return ICU;
}();
ICU.type = "i18nFormat";
// src/i18n/i18n.ts
function applyLocale(locale) {
	document.documentElement.lang = locale;
}
/** The app's catalogue and the texts it shares with the landers (footer, entry warning) as one. */
async function loadCatalogue(language) {
	const [own, shared] = await Promise.all([_rolldown_dynamic_import_helper_default(/* #__PURE__ */ Object.assign({
		"./locales/da.json": () => import("./da-DIMX5c3N.js"),
		"./locales/de.json": () => import("./de-zihOOjMD.js"),
		"./locales/en.json": () => import("./en-BjwWMPAU.js"),
		"./locales/es.json": () => import("./es-8hkIFnZn.js"),
		"./locales/fi.json": () => import("./fi-DLyRq0x6.js"),
		"./locales/fr.json": () => import("./fr-BSjyCb58.js"),
		"./locales/it.json": () => import("./it-B54NsvMH.js"),
		"./locales/nb.json": () => import("./nb-D1TlkcvK.js"),
		"./locales/nl.json": () => import("./nl-OSusGig1.js"),
		"./locales/pl.json": () => import("./pl-BtwhcEP2.js"),
		"./locales/sv.json": () => import("./sv-BB43_JME.js")
	}), `./locales/${language}.json`, 3), _rolldown_dynamic_import_helper_default(/* #__PURE__ */ Object.assign({
		"./shared/da.json": () => import("./da-DXqWWKR8.js"),
		"./shared/de.json": () => import("./de-C55c0b5T.js"),
		"./shared/en.json": () => import("./en-OQzGxbGD.js"),
		"./shared/es.json": () => import("./es-8v3t9hCO.js"),
		"./shared/fi.json": () => import("./fi-CJ5MHChu.js"),
		"./shared/fr.json": () => import("./fr-D4GvobnQ.js"),
		"./shared/it.json": () => import("./it-Cc6rmtUw.js"),
		"./shared/nb.json": () => import("./nb-CPfVarjv.js"),
		"./shared/nl.json": () => import("./nl-BZ8g4lwV.js"),
		"./shared/pl.json": () => import("./pl-DWrTrBeE.js"),
		"./shared/sv.json": () => import("./sv-RTnFlt2P.js")
	}), `./shared/${language}.json`, 3)]);
	return {
		...own.default,
		...shared.default
	};
}
/** i18next set up as the app uses it, on the shared instance in the browser or one per language on the server. */
async function startI18n(instance, locale) {
	await instance.use(ICU).use(resourcesToBackend(loadCatalogue)).init({
		lng: locale,
		fallbackLng: "en",
		supportedLngs: [...LOCALES],
		interpolation: { escapeValue: false },
		react: { useSuspense: false }
	});
}
/** The stored locale, else the site's language (SPEC §7, settings.php), else English: the server's page renderer picks the same. */
function pickLocale(stored, siteLanguage) {
	if (isLocale(stored)) return stored;
	return isLocale(siteLanguage) ? siteLanguage : "en";
}
var chosenThisVisit = false;
/** Switches the interface language and remembers it for a year. */
async function changeLocale(locale) {
	await i18next.changeLanguage(locale);
	Cookies.set(LOCALE_COOKIE, locale, {
		expires: 365,
		sameSite: "lax",
		path: "/"
	});
	applyLocale(locale);
}
/** The visitor picked this language themselves: it wins over the member's stored language this visit. */
async function chooseLocale(locale) {
	chosenThisVisit = true;
	await changeLocale(locale);
}
/**
* At login the member's stored language takes over, unless the visitor picked one this visit:
* that choice is the more recent wish.
*/
function followMemberLanguage(language) {
	if (!chosenThisVisit && language !== currentLocale()) changeLocale(language);
}
/** The language the interface shows now. */
function currentLocale() {
	return isLocale(i18next.resolvedLanguage) ? i18next.resolvedLanguage : "en";
}
// src/hooks/use-session.ts
/** The logged-in member: `data` is the user, null for a visitor, undefined until known. */
function useCurrentUser() {
	return useQuery(userQuery);
}
/** A call whose answer is the (changed or newly logged-in) user, kept as the session. */
function useUserMutation(call, then) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: call,
		onSuccess: ({ user }) => {
			setSessionUser(queryClient, user);
			if (user) then?.(user);
		}
	});
}
/** Logging in, however it happens, brings the member's own language along (SPEC §7). */
var afterLogin = (user) => followMemberLanguage(user.language);
function useLogin() {
	return useUserMutation((body) => api("user.php", UserResponse, {
		method: "POST",
		body
	}), afterLogin);
}
function useSignup() {
	return useUserMutation((body) => api("signup.php", UserResponse, {
		method: "POST",
		body
	}));
}
/** PUT /api/user.php: name, language, location, notification settings. */
function useUpdateUser() {
	return useUserMutation((body) => api("user.php", UserResponse, {
		method: "PUT",
		body
	}));
}
/** Logs out and goes home (lib/session leaveSession: no member call goes out after the logout). */
function useLogout() {
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	return useMutation({
		mutationFn: () => api("logout.php", OkResponse),
		onSuccess: () => leaveSession(queryClient, () => navigate(pathFor("index")))
	});
}
export { REQUEST_TYPE_HEADER as S, isPushSubscribed as _, useSignup as a, api as b, chooseLocale as c, isLeavingSession as d, leaveSession as f, refreshInterval as g, REALTIME_RECONNECT_MIN_MS as h, useLogout as i, pickLocale as l, REALTIME_RECONNECT_MAX_MS as m, useCurrentUser as n, useUpdateUser as o, userQuery as p, useLogin as r, useUserMutation as s, afterLogin as t, startI18n as u, recheckPushSubscription as v, setApiTransport as x, ApiError as y };
