// src/i18n/locales/en.json
var nav = {
	"language": "Language",
	"login": "Login",
	"search_members": "Search members",
	"messages": "Messages",
	"likes": "Likes",
	"credits": "Credits",
	"get_premium": "Get Premium",
	"my_profile": "My profile",
	"settings": "Settings",
	"logout": "Logout",
	"menu": "Menu"
};
var errors = {
	"page_not_found": "This page could not be found",
	"back_home": "Back to the home page",
	"status": "Error {status}",
	"error_page_failed": "An error occurred while showing the error page",
	"validation_failed": "Please check what you entered.",
	"not_found": "This could not be found.",
	"authentication_required": "Please log in again.",
	"request_type_required": "Please reload the page and try again.",
	"forbidden": "You are not allowed to do this.",
	"internal_error": "An error occured, please try again later.",
	"service_unavailable": "The service is briefly unavailable. Please try again in a moment.",
	"signups_closed": "Signing up is not possible at the moment.",
	"email_taken": "This email address already owns an account on this website.",
	"account_pending_deletion": "This account is still pending deletion. Use the link in the e-mail we sent you to reactivate it.",
	"login_failed": "Login failed, please try again",
	"too_many_attempts": "Too many incorrect attempts, account blocked for {minutes} min.",
	"too_many_reset_mails": "Too many password reset emails sent, please try again tomorrow.",
	"too_many_mails": "Too many e-mails sent, please try again tomorrow.",
	"email_not_found": "E-mail address not found",
	"link_invalid": "Link expired or invalid, request a new email",
	"wrong_old_password": "Please check your old password.",
	"wrong_password": "Please check your password.",
	"banned": "Your access to this site has been blocked.",
	"premium_required": "This feature is only available for premium members.",
	"photo_limit_reached": "You have reached the maximum of {limit} photos.",
	"photo_invalid": "This file is not a photo we can use. Please upload a JPEG, PNG or WebP image.",
	"photo_too_large": "This photo is too large. Please upload a photo of at most 20 MB.",
	"photo_too_many_pixels": "This photo has too many pixels. Please upload a photo of at most {max_megapixels} megapixels.",
	"photo_too_small": "This photo is too small. Please upload a photo of at least 200 × 200 pixels.",
	"swipe_limit_reached": "You have used your {limit} likes for today. Come back tomorrow or go premium for unlimited likes.",
	"blocked": "You cannot view or contact this member.",
	"login_required": "Please log in or sign up to continue.",
	"not_enough_credits": "You do not have enough credits",
	"conversation_limit_reached": "You can chat with up to {limit} members at a time as a free member. Go premium to chat with everyone.",
	"cannot_reply": "This member has not confirmed their e-mail address yet, so you cannot reply yet.",
	"network_error": "No connection. Please check your internet connection.",
	"too_many_requests": "Too many requests, please try again later.",
	"rate_limited": "You are doing this too often. Please try again in {minutes} min.",
	"too_many_lookups": "Too many requests about e-mail addresses, please try again in {minutes} min.",
	"bundle_not_found": "This bundle is not available.",
	"method_not_available": "This payment method is not available for you.",
	"code_not_found": "Code not found",
	"code_already_used": "Code already used",
	"code_expired": "This code has expired.",
	"code_minimum_order": "This code is only valid above a minimum order value.",
	"code_wrong_country": "This code is not valid in your country.",
	"code_method_not_allowed": "This code is not valid for this payment method.",
	"payment_failed": "Payment failed or has been cancelled.",
	"payment_provider_unavailable": "The payment service cannot be reached right now. Please try again later.",
	"direct_debit_blocked": "Your account is blocked for direct debit payments.",
	"direct_debit_limit_reached": "Your limit for direct debit payments has been reached. Please use another payment method.",
	"sms_code_invalid": "Code invalid",
	"sms_unavailable": "We can’t send text messages right now. Please try again later.",
	"refund_window_passed": "This order is past its refund period; only an admin can refund it.",
	"refund_not_possible": "This refund is not possible.",
	"data_export_too_soon": "You can ask for a copy of your data once a day. You can ask again from {at}.",
	"appeal_not_allowed": "This decision cannot be appealed (any more).",
	"fictional_warning_unconfirmed": "Confirm the notice about fictional profiles before you write to one."
};
var validation = {
	"required": "Please fill in this field.",
	"invalid": "This value is not valid.",
	"invalid_email": "Invalid email",
	"name_invalid": "Use 2 to 30 letters or digits; spaces, dots, dashes and underscores are allowed inside.",
	"name_equals_email": "Your username must not be your e-mail address.",
	"name_starts_with_at": "Your username must not start with @.",
	"password_too_short": "Use at least 8 characters.",
	"password_too_long": "Use at most 128 characters.",
	"password_too_common": "This password is too common, please choose another one.",
	"password_personal": "Your password must not be your e-mail address or your username.",
	"dob_min_age": "Enter your date of birth ({min_age}+)",
	"dob_invalid": "Invalid date of birth.",
	"passwords_differ": "The entered passwords are not the same.",
	"new_email_invalid": "New email adress is invalid.",
	"too_long": "This text is too long.",
	"too_short": "This text is too short.",
	"confirmation_required": "Please confirm.",
	"did_you_mean": "Did you mean {suggestion}?",
	"invalid_iban": "Invalid IBAN",
	"invalid_phone": "Please enter a valid mobile number.",
	"authorization_required": "Please authorise the direct debit to continue.",
	"code_invalid": "Enter the 6-digit code from the SMS."
};
var common = {
	"close": "Close",
	"back": "Back",
	"next": "Next",
	"continue": "Continue",
	"choose": "Please choose",
	"cancel": "Cancel"
};
var fields = {
	"email": "E-mail address",
	"name": "Username",
	"password": "Password",
	"new_password": "New password",
	"password_repeat": "Repeat the new password",
	"old_password": "Current password",
	"new_email": "New e-mail address",
	"date_of_birth": "Date of birth",
	"day": "Day",
	"month": "Month",
	"year": "Year",
	"gender": "I am a",
	"sexuality": "My sexuality",
	"country": "Country",
	"signup_message": "Your first message (optional)",
	"city": "City",
	"about": "About me",
	"interests": "Interests",
	"hair_colour": "Hair colour",
	"eye_colour": "Eye colour",
	"body_type": "Body type",
	"relationship_status": "Relationship status"
};
var profile = {
	"gender": {
		"male": "Man",
		"female": "Woman"
	},
	"sexuality": {
		"hetero": "Straight",
		"gay": "Gay",
		"lesbian": "Lesbian",
		"bi": "Bisexual"
	},
	"hair_colour": {
		"black": "Black",
		"brown": "Brown",
		"blond": "Blond",
		"red": "Red",
		"grey": "Grey",
		"white": "White",
		"bald": "Bald",
		"other": "Other"
	},
	"eye_colour": {
		"brown": "Brown",
		"blue": "Blue",
		"green": "Green",
		"grey": "Grey",
		"hazel": "Hazel",
		"other": "Other"
	},
	"body_type": {
		"slim": "Slim",
		"athletic": "Athletic",
		"average": "Average",
		"muscular": "Muscular",
		"stocky": "Stocky",
		"large": "Large"
	},
	"relationship_status": {
		"single": "Single",
		"relationship": "In a relationship",
		"open_relationship": "Open relationship",
		"married": "Married",
		"divorced": "Divorced",
		"widowed": "Widowed"
	}
};
var login = {
	"title": "Log in",
	"submit": "Log in",
	"forgot_password": "Forgot your password?",
	"no_account": "No account yet?"
};
var signup = {
	"title": "Sign up for free",
	"progress": "Step {step} of {count}",
	"steps": {
		"email": {
			"title": "What’s your e-mail address?",
			"text": "We send you a link to confirm it. Other members never see it."
		},
		"name": {
			"title": "Choose a username",
			"text": "This is the name other members see."
		},
		"password": {
			"title": "Choose a password",
			"text": "At least 8 characters. Keep it to yourself."
		},
		"date_of_birth": {
			"title": "When were you born?",
			"text": "Only adults may join. Members see your age, never your date of birth."
		},
		"about": {
			"title": "About you",
			"text": "This helps us show you the right men."
		}
	},
	"submit": "Create my account",
	"consent": "By creating an account you confirm that you are {min_age} or older and accept our terms:",
	"have_account": "Already a member?",
	"login_instead": "Log in with this address",
	"message_hint": "We send it to this member as soon as your account is ready.",
	"invite_only": {
		"title": "Signing up is by invitation only",
		"text": "{site} is open to invited members only at the moment. Please use the link from your invitation."
	},
	"closed": {
		"title": "Signing up is closed",
		"text": "{site} does not accept new members at the moment. Please try again later."
	},
	"complete": {
		"title": "Confirm your e-mail address",
		"text": "Almost done! We sent a link to {email}. Click it to activate your account.",
		"confirmed": "Your e-mail address is confirmed. Have fun!"
	},
	"matches": {
		"title": "Your first matches",
		"text": "Members who suit you and were here lately. Like the ones you fancy or write to them.",
		"empty": "No suggestions right now: search the members yourself."
	}
};
var activation = {
	"reminder_title": "Please activate your account",
	"reminder_text": "We sent a link to {email}. Click it to confirm your e-mail address and make your profile visible.",
	"spam_hint": "No e-mail? Please check your spam or junk folder.",
	"resend": "Send the e-mail again",
	"resent": "We sent the e-mail again.",
	"done_title": "Your account is activated",
	"done_text": "Thank you for confirming your e-mail address. Other members can now find your profile.",
	"done_continue": "Continue to the members",
	"error_title": "Activation failed",
	"login_to_resend": "Log in to get a new e-mail",
	"already_confirmed": "Your e-mail address is already confirmed."
};
var reset = {
	"intro": "Enter the e-mail address of your account and we send you a link to choose a new password.",
	"submit": "Send the link",
	"sent": "We sent a link to {email}. Click it to choose a new password.",
	"back_to_login": "Back to login",
	"request_new": "Request a new e-mail",
	"save": "Save the new password"
};
var mail_change = {
	"done": "Your e-mail address is now {email}.",
	"done_no_session": "Your new e-mail address is confirmed.",
	"request_new": "Request a new link in the settings"
};
var settings = {
	"save": "Save",
	"saved": "Saved.",
	"account": {
		"title": "Account",
		"current_email": "Your e-mail address:",
		"change_email": "Change e-mail address",
		"mail_sent": "We sent a link to {email}. Click it to confirm your new address; until then your current one stays in use."
	},
	"password": {
		"title": "Password",
		"submit": "Change password",
		"changed": "Your password is changed."
	},
	"language": {
		"title": "Language",
		"label": "The language of this site and of our e-mails"
	},
	"location": { "title": "Location" },
	"notifications": {
		"title": "E-mail notifications",
		"intro": "Choose which e-mails you get from us.",
		"types": {
			"message": "New messages",
			"like": "New likes",
			"match": "New matches",
			"visit": "Visits to your profile",
			"newsletter": "News and special offers"
		},
		"disabled": {
			"spam_complaint": "We stopped sending you e-mails because one of them was marked as spam.",
			"bounce": "We stopped sending you e-mails because they could not be delivered to your address.",
			"unsubscribed": "We stopped sending you e-mails because you unsubscribed in your mail app."
		}
	},
	"first_contact": {
		"title": "First messages",
		"intro": "In your first days here, one of these profiles may write to you first. If you’d rather they didn’t, turn this off: they will then only answer your messages.",
		"label": "These profiles may write to me first"
	},
	"data_export": {
		"title": "Download my data",
		"intro": "Get a copy of everything we keep about you: your profile, photos, likes, conversations, orders, credits, notification settings, logins and complaints, in one ZIP file. We'll e-mail you a link as soon as it is ready; it works for {days, plural, one {# day} other {# days}}. You can ask once a day.",
		"preparing": "We're preparing your data. You'll get an e-mail when it is ready.",
		"ready": "Your data is ready. You can download it until {date}.",
		"download": "Download ZIP file",
		"expired": "Your last download link has expired. Ask for a new copy if you need one.",
		"request": "Request a copy of my data"
	},
	"delete": {
		"title": "Delete account",
		"intro": "Deleting your account hides your profile at once. For {days, plural, one {# day} other {# days}} you can still bring it back; after that everything is deleted for good.",
		"start": "Delete my account…",
		"offer": "Stay and get {percent}% off your next credits",
		"offer_text": "We’d be sorry to see you go. Stay, and your next credits cost less.",
		"offer_accept": "Stay and get my code",
		"offer_decline": "No thanks, delete my account",
		"code_title": "Your personal discount code",
		"code_text": "{percent}% off one purchase of credits, valid until {date}. It is applied for you at checkout.",
		"code_use": "Buy credits with my discount",
		"warning": "Your profile disappears at once. We e-mail you a link that brings your account back within {days, plural, one {# day} other {# days}}; after that it is deleted for good.",
		"confirm_label": "Yes, I want to delete my account",
		"submit": "Delete my account",
		"cancel": "Keep my account"
	}
};
var account_deleted = {
	"text": "Your account is deleted. It is removed for good in {days, plural, one {# day} other {# days}}.",
	"reactivate": "We sent you an e-mail with a link to reactivate it. Changed your mind? Click that link within {days, plural, one {# day} other {# days}}."
};
var home = {
	"lead": "Search profiles near you, like the ones you fancy, match and chat in real time. Signing up is free and takes a minute.",
	"cta_signup": "Sign up for free",
	"cta_browse": "Browse members",
	"adults_only": "18+ only. Your privacy comes first.",
	"features": {
		"search": { "title": "Search and like" },
		"swipe": {
			"title": "Play the swipe game",
			"text": "Swipe right to like, left to pass. New faces every day, right from your phone."
		},
		"chat": {
			"title": "Chat in real time",
			"text": "Messages, photos and gifts arrive the moment they are sent, on every device."
		}
	},
	"steps_title": "How it works",
	"steps": {
		"profile": "Create your profile and add a photo.",
		"like": "Like members and match with the ones who like you back.",
		"chat": "Start chatting and see where it leads."
	},
	"reactivated": "Welcome back, your account is active again",
	"niche": {
		"general": {
			"kicker": "{site}: dating and chat",
			"title": "Meet singles who want what you want",
			"search": "Filter by age, country and region and like the people you want to meet. A mutual like is a match."
		},
		"she": {
			"kicker": "{site}: lesbian dating and chat",
			"title": "Meet women who love women",
			"search": "Filter by age, country and region and like the women you want to meet. A mutual like is a match."
		},
		"bdsm": {
			"kicker": "{site}: BDSM dating and chat",
			"title": "Meet partners who share your kinks",
			"search": "Filter by age, country and region and like the partners you want to meet. A mutual like is a match."
		},
		"bbw": {
			"kicker": "{site}: curvy dating and chat",
			"title": "Meet curvy women who love who they are",
			"search": "Filter by age, country and region and like the curvy women you want to meet. A mutual like is a match."
		},
		"gilf": {
			"kicker": "{site}: dating and chat with women over 60",
			"title": "Meet women over 60 who still love to flirt",
			"search": "Filter by age, country and region and like the women you want to meet. A mutual like is a match."
		},
		"milf": {
			"kicker": "{site}: dating and chat with mature women",
			"title": "Meet mature women who know what they want",
			"search": "Filter by age, country and region and like the mature women you want to meet. A mutual like is a match."
		},
		"gay": {
			"kicker": "{site}: gay dating and chat",
			"title": "Meet men who want what you want",
			"search": "Filter by age, country and region and like the men you want to meet. A mutual like is a match."
		}
	}
};
var routes = {
	"index": "Home",
	"likes": "Likes",
	"likes-type": "Likes",
	"likes-m-id": "Likes",
	"chats": "Messages",
	"chats-id": "Conversation",
	"members": "Search members",
	"members-id": "Member profile",
	"members-id-chat": "Chat",
	"members-id-landing": "Meet this member",
	"members-id-signup": "Sign up",
	"members-id-landing2-slug": "Meet this member",
	"members-id-landing3-slug": "Meet this member",
	"profile": "My profile",
	"settings": "Settings",
	"signup": "Sign up",
	"signup-matches": "Your matches",
	"complete-signup": "Complete your signup",
	"login": "Login",
	"reset-password": "Reset password",
	"reset-password-do": "Choose a new password",
	"account-deleted": "Account deleted",
	"activate-done": "Account activated",
	"activate-error": "Activation failed",
	"mail-change-do": "Confirm new e-mail address",
	"credits": "Credits",
	"credits-id-paymentmethod": "Checkout",
	"credits-repeat-order": "Order again",
	"directdebit": "Direct debit",
	"transactions-id": "Orders",
	"premium": "Premium",
	"pricing": "Pricing",
	"notifications": "Notifications",
	"match-finder": "Match finder",
	"swipe-game": "Swipe game",
	"complaints": "Complaints",
	"lang-config": "Language settings",
	"landers-tinderswipe": "Swipe and meet",
	"landers-alonetonight-slug": "Alone tonight?",
	"landers-collagelanding-slug": "Meet new men",
	"landers-gallery-slug": "Member gallery",
	"landers-iconslanding-slug": "Find your type",
	"landers-maplanding-slug": "Men near you",
	"landers-socialnetwork-slug": "Join the community",
	"landers-transitionsvideolanding-slug": "Meet new men",
	"landers-video-slug": "Meet new men",
	"pages-ban": "Access ban",
	"pages-cookies": "Cookies",
	"pages-faq": "FAQ",
	"pages-privacy": "Privacy policy",
	"pages-return-policy": "Returns and refunds",
	"pages-service": "Customer service",
	"pages-terms": "Terms and conditions",
	"pages-token": "Information"
};
var region_labels = {
	"province": "Province",
	"state": "State",
	"canton": "Canton",
	"county": "County",
	"voivodeship": "Voivodeship",
	"region": "Region"
};
var interests = {
	"adventure": "Adventure",
	"analsex": "Anal sex",
	"animals": "Animals",
	"art": "Art",
	"astrology": "Astrology",
	"bbq": "BBQ",
	"beach": "Beach",
	"beer": "Beer",
	"biking": "Biking",
	"bondage": "Bondage",
	"coffee": "Coffee",
	"cooking": "Cooking",
	"dancing": "Dancing",
	"exchanging_pictures": "Exchanging pictures",
	"fashion": "Fashion",
	"foodie": "Foodie",
	"gardening": "Gardening",
	"gym": "Gym",
	"hiking": "Hiking",
	"hugging": "Hugging",
	"kissing": "Kissing",
	"lingerie": "Lingerie",
	"massages": "Massages",
	"masturbating": "Masturbating",
	"movies": "Movies",
	"music": "Music",
	"one_night_stand": "One night stand",
	"oral_sex": "Oral sex",
	"outdoors": "Outdoors",
	"party": "Party",
	"photography": "Photography",
	"politics": "Politics",
	"public_sex": "Public sex",
	"reading": "Reading",
	"relationship": "Relationship",
	"sadomasochism": "Sadomasochism",
	"safe_sex": "Safe sex",
	"sex": "Sex",
	"sex_toys": "Sex toys",
	"shopping": "Shopping",
	"sports": "Sports",
	"sushi": "Sushi",
	"tattoos": "Tattoos",
	"tea": "Tea",
	"theater": "Theater",
	"threesome": "Threesome",
	"travelling": "Travelling",
	"vegetarian": "Vegetarian",
	"video_games": "Video games",
	"wine": "Wine"
};
var premium_cta = { "button": "Get Premium" };
var signup_cta = {
	"title": "Sign up to see more",
	"text": "Create your free account or log in to view profiles, like members and chat."
};
var members = {
	"fictional": "Fictional profile",
	"fictional_plural": "Fictional profiles",
	"age_short": "{age}",
	"photo_of": "Photo of {name}",
	"no_photo": "{name} has no photo yet",
	"private_photo": "Private photo",
	"blurred_photo": "Blurred photo",
	"login_to_see_photos": "Log in or sign up to see all photos.",
	"photo_number": "Photo {number} of {count} of {name}",
	"photos": "Photos",
	"show_photo": "Show photo {number}",
	"blocked_title": "This profile is not available",
	"details": "Details",
	"fields": {
		"gender": "Gender",
		"sexuality": "Sexuality",
		"hair_colour": "Hair",
		"eye_colour": "Eyes",
		"body_type": "Body type",
		"relationship_status": "Relationship"
	},
	"chat": "Chat",
	"more": "More actions",
	"block": "Block",
	"unblock": "Unblock",
	"report": "Report this profile",
	"block_title": "Block {name}?",
	"block_text": "{name} can no longer see your profile or contact you, and you no longer see each other in search. You can unblock them on their profile at any time.",
	"you_blocked": "You blocked {name}. They cannot see your profile or contact you.",
	"also_report": "Also report {name} to our team",
	"block_and_report": "Block and report"
};
var likes = {
	"like": "Like",
	"liked": "Liked",
	"like_name": "Like {name}",
	"unlike_name": "Take back your like for {name}",
	"match_badge": "It’s a match",
	"likes_you": "Likes you",
	"tabs_label": "Kinds of likes",
	"tabs": {
		"received": "Received",
		"sent": "Sent",
		"matches": "Matches"
	},
	"new": "New",
	"new_count": "{count} new",
	"empty": {
		"received": "No likes yet",
		"sent": "You have not liked anyone yet",
		"matches": "No matches yet"
	},
	"empty_text": "Like the members you fancy: when someone likes you back, it’s a match."
};
var like_modal = {
	"match_title": "It’s a match!",
	"match_text": "You and {name} like each other.",
	"like_title": "{name} likes you!",
	"like_text": "Like him back and it’s a match.",
	"send_message": "Send a message",
	"view_profile": "View profile",
	"click_to_close": "Click anywhere to close"
};
var search = {
	"filters": "Search filters",
	"gender": "Looking for",
	"any_gender": "Everyone",
	"genders": {
		"male": "Men",
		"female": "Women"
	},
	"any_country": "All countries",
	"any_region": "Everywhere",
	"age": "Age",
	"min_age": "Minimum age",
	"max_age": "Maximum age",
	"reset": "Clear filters",
	"result_count": "{count, plural, =0 {No members found} one {# member found} other {# members found}}",
	"no_results": "No members match your search",
	"no_results_text": "Try a wider age range or another region.",
	"similar_title": "Similar members",
	"similar_text": "{count, plural, one {# member comes close to your search} other {# members come close to your search}}",
	"login_required_title": "Sign up to search the members",
	"login_required_text": "Searching is for members. Create your free account or log in to see who is near you."
};
var pagination = {
	"label": "Pages",
	"previous": "Previous page",
	"next": "Next page",
	"page": "Page {page}"
};
var match_finder = {
	"intro": "Members who suit you. Like the ones you fancy: a like back is a match.",
	"refresh": "Other suggestions",
	"empty": "No suggestions right now. Try again later or search yourself."
};
var swipe = {
	"help": "Drag a card right to like, left to pass, or use the buttons or the arrow keys.",
	"like_stamp": "LIKE",
	"nope_stamp": "NOPE",
	"view_profile": "View the profile of {name}",
	"likes_left": "{count, plural, one {# like left today} other {# likes left today}}",
	"premium_text": "Premium members like without limits.",
	"pass": "Pass on {name}",
	"pass_hint": "Pass (←)",
	"like": "Like {name}",
	"like_hint": "Like (→)",
	"empty_title": "You have seen everyone for now",
	"empty_text": "New members join every day. Come back later, or search the members yourself."
};
var complaints = {
	"intro": "Tell us what went wrong. We read every complaint and answer within a few working days.",
	"intro_member": "Tell us what is wrong with this profile. The member does not learn who reported them.",
	"reason": "Reason",
	"reasons": {
		"fake_profile": "Fake profile",
		"harassment": "Harassment",
		"threats": "Threats",
		"spam": "Spam or advertising",
		"underage": "Possibly under 18",
		"offensive_photo": "Offensive photo",
		"payment": "Payment problem",
		"other": "Something else"
	},
	"message": "Your message",
	"message_hint": "{count} / {max} characters, at least 10",
	"email": "Your e-mail address",
	"email_hint": "We answer you at this address.",
	"submit": "Send complaint",
	"sent_title": "Thank you",
	"sent_text": "We received your complaint and will look into it.",
	"back_to_profile": "Back to the profile",
	"sent_reference": "Your reference is {reference}. We have mailed you a confirmation.",
	"about_message": "You are reporting a message from your chat with this member.",
	"mine_title": "Complaints",
	"mine_intro": "Complaints you made and complaints about your account, with our decisions.",
	"mine_none": "You have not made any complaints, and there are none about your account.",
	"about_you": "A complaint about your account",
	"yours_about": "Your complaint about {name}",
	"yours": "Your complaint",
	"reference": "Reference",
	"content_label": "Content",
	"decision_label": "Decision",
	"until": "until {date}",
	"rule_label": "Rule",
	"why": "Why",
	"appeal_label": "Appeal",
	"appeal_waiting": "Sent on {date}; a different member of our team reviews it.",
	"appeal": "Appeal this decision",
	"appeal_until": "You can appeal once, until {date}.",
	"appeal_text": "Why should we look at it again?",
	"appeal_submit": "Send appeal",
	"status": {
		"open": "Waiting for our team",
		"decided": "Decided",
		"appealed": "Appeal under review",
		"closed": "Appeal decided"
	},
	"content": {
		"message": "A chat message",
		"photo": "A profile photo"
	},
	"decisions": {
		"no_action": "No action",
		"warning": "A warning",
		"remove_content": "The content was removed",
		"suspend": "Account suspended",
		"ban": "Account banned"
	},
	"appeal_outcomes": {
		"upheld": "The decision stands",
		"reversed": "The decision was reversed"
	}
};
var own_profile = {
	"view_as_others": "View as others see it",
	"basics": "About you",
	"where": "Where you live",
	"looks": "Looks and status",
	"not_specified": "Not specified",
	"interests_hint": "{count, plural, =0 {Choose what you like; it helps others find you.} one {# interest chosen} other {# interests chosen}}",
	"about_placeholder": "Tell others who you are and what you are looking for.",
	"about_count": "{count} / {max}",
	"save": "Save profile",
	"photos": "Your photos",
	"photo_count": "{count} of {limit} photos",
	"reorder_hint": "Drag photos to change their order, or use the arrow buttons. The main photo is the one others see first.",
	"uploading": "Uploading {name}…",
	"upload_progress": "Upload progress",
	"add_photo": "Add a photo",
	"photo_types": "JPEG, PNG, WebP or AVIF",
	"upload_private": "Upload as private photo (only premium members see it)",
	"limit_free": "You have {limit} photos, the most for a free member. Premium members can upload up to {premium}.",
	"status": {
		"pending": "Being checked",
		"rejected": "Rejected",
		"active": "Visible"
	},
	"rejected_text": "This photo does not meet our rules. Please delete it and upload another.",
	"rejected_reason": "Reason: {reason}",
	"text_rejected": {
		"name": "A moderator did not accept your new name ({reason}). Your previous name is shown again.",
		"about": "A moderator did not accept your new “About me” text ({reason}). Your previous text is shown again."
	},
	"main": "Main photo",
	"private": "Private",
	"set_main": "Set as main",
	"private_switch": "Private",
	"move_earlier": "Move photo {number} earlier",
	"move_later": "Move photo {number} later",
	"delete_photo": "Delete photo {number}",
	"delete_title": "Delete this photo?",
	"delete_text": "The photo is removed from your profile for good.",
	"delete": "Delete",
	"photo_alt": "Your photo {number}"
};
var chats = {
	"waiting": "{count, plural, one {# new item waits for you} other {# new items wait for you}}",
	"no_messages_yet": "No messages yet",
	"preview_gift": "Gift",
	"preview_photo": "Photo",
	"empty_title": "No conversations yet",
	"empty_text": "Find someone you like and send the first message.",
	"unread": "{count, plural, one {# unread message} other {# unread messages}}",
	"delete": "Delete the conversation with {name}",
	"pick_conversation": "Choose a conversation to read and reply.",
	"not_found": "This conversation could not be found.",
	"back": "Back to messages",
	"load_older": "Show older messages",
	"start_text": "Say hello to {name}!",
	"read": "Read",
	"delivered": "Sent",
	"sending": "Sending…",
	"send_failed": "Not sent.",
	"retry": "Try again",
	"buy_credits": "Buy credits",
	"send_gift": "Send a gift",
	"send_photo": "Send a photo",
	"placeholder": "Write a message…",
	"send": "Send",
	"length_counter": "{count} / {max}",
	"cost_hint": "Message: {message, plural, one {# credit} other {# credits}} · photo: {photo, plural, one {# credit} other {# credits}} · gift: {gift, plural, one {# credit} other {# credits}}",
	"cost_minimum": "(at least {amount} per message)",
	"gifts_title": "Send a gift",
	"gift_cost": "Each gift costs {credits, plural, one {# credit} other {# credits}}.",
	"icebreaker_title": "Break the ice with {name}",
	"icebreaker_text": "Not sure how to start? Pick a message and change it as you like.",
	"deleted_member": "Deleted member",
	"deleted_member_note": "This member has deleted their account. You can read your conversation, but no longer reply.",
	"report_message": "Report this message",
	"fictional_warning_title": "Before you write: this is a fictional profile",
	"fictional_warning_confirm": "I have read this and want to continue"
};
var icebreakers = {
	"weekend": "Hi! Any fun plans for the weekend?",
	"photo": "Hey, I really like your photo. Where was it taken?",
	"music": "Hi! What kind of music are you into?",
	"travel": "Hey! What’s the best place you’ve ever travelled to?",
	"coffee": "Hi! Fancy a coffee together some time?",
	"movie": "Hey! Seen any good movies lately?"
};
var time_bonus = {
	"strip_label": "Welcome offer",
	"strip_title": "{percentage}% welcome bonus — act fast!",
	"ends_in": "Ends in",
	"strip_cta": "Get {percentage}% off",
	"hide": "Hide this offer",
	"modal_title": "Your {percentage}% welcome bonus",
	"modal_text": "As a new member you get {percentage}% off your first credits. Start chatting right away!",
	"act_fast": "Act fast — the offer ends in",
	"modal_cta": "Get {percentage}% off now",
	"later": "Maybe later"
};
var direct_debit = {
	"title": "Pay by SEPA direct debit",
	"intro": "Pay straight from your bank account. You confirm the mandate with a code we send to your mobile phone.",
	"other_methods": "Other payment methods",
	"choose_other_method": "Choose another payment method",
	"not_available": "Direct debit is not available in your country.",
	"retry": "Try again",
	"summary_title": "Your order",
	"bundle_credits": "{credits, plural, one {# credit} other {# credits}}",
	"method": "SEPA direct debit",
	"refund_right": "You can have a direct debit refunded by your bank within 8 weeks.",
	"steps": "Steps",
	"step_details": "Your details",
	"step_code": "SMS code",
	"account_section": "Bank account",
	"account_holder": "Account holder",
	"iban": "IBAN",
	"address_section": "Address of the account holder",
	"street": "Street",
	"house_number": "House no.",
	"postal_code": "Postal code",
	"city": "City",
	"mobile": "Mobile number",
	"mobile_hint": "We send a confirmation code to this number by SMS.",
	"mandate": "I authorise {company} to collect this amount ({amount}) from my account by SEPA direct debit, and my bank to debit my account accordingly. I am entitled to a refund from my bank under the terms of my agreement with it; a refund must be claimed within 8 weeks of the date my account was debited.",
	"creditor": "Creditor: {company}, {address}",
	"send_code": "Send confirmation code",
	"code_title": "Confirm with the code from the SMS",
	"code_sent": "We sent a code to {phone}.",
	"code": "6-digit code",
	"code_resent": "We sent you a new code.",
	"confirm": "Confirm and pay {amount}",
	"change_details": "Change details",
	"resend": "Send a new code",
	"privacy": "Your bank details are sent encrypted and used only for payments you authorise."
};
var payment_methods = {
	"creditcard": "Credit card",
	"banktransfer": "Bank transfer",
	"directdebit": "SEPA direct debit"
};
var credits = {
	"title": "Buy credits",
	"lead": "Credits pay for messages, photos and gifts. Pick the bundle that suits you.",
	"code_carried": "Your code {code} gives you {percent}% off: choose a bundle and it is applied at checkout.",
	"reload": "Try again",
	"trust": {
		"secure": "Secure payment",
		"no_subscription": "One-time payment, no subscription",
		"returns": "{days}-day free returns"
	},
	"highlight": {
		"popular": "Most popular",
		"best_value": "Best value"
	},
	"credits_unit": "{count, plural, one {credit} other {credits}}",
	"credits_count": "{count, plural, one {# credit} other {# credits}}",
	"per_message": "{price} per message",
	"saving": "Save {percent}%",
	"choose": "Choose",
	"choose_label": "Choose {count, plural, one {# credit} other {# credits}}",
	"balance": "Your balance",
	"premium_badge": "Premium",
	"orders_link": "Your orders and receipts",
	"buy_again": {
		"creditcard": "Buy again with your card {label}",
		"directdebit": "Buy again by direct debit {label}"
	},
	"costs": {
		"title": "What credits pay for",
		"message": "A message",
		"photo": "A photo",
		"gift": "A gift"
	}
};
var checkout = {
	"title": "Checkout",
	"lead": "{count, plural, one {# credit} other {# credits}} for {price}",
	"back_to_bundles": "All bundles",
	"not_found": "This bundle does not exist",
	"not_found_text": "It may no longer be on offer. Choose one of our current bundles.",
	"method_title": "Payment method",
	"summary_title": "Your order",
	"discount_line": "Discount ({percent}%)",
	"total": "Total",
	"pay": "Pay {amount}",
	"discount": {
		"title": "Discount code",
		"label": "Discount code",
		"placeholder": "Enter a discount code",
		"placeholder_other": "Have another code?",
		"apply": "Apply",
		"welcome_applied": "{percent}% welcome bonus applied",
		"applied": "Code {code}: {percent}% off applied",
		"remove": "Remove code {code}",
		"unfit": "The code {code} cannot be used with this payment method or bundle.",
		"minimum_order": "This code is valid for orders of {amount} or more."
	},
	"confirm": {
		"title": "Confirm your payment",
		"redirect": "You will continue to a secure page to pay with {method}.",
		"terms": "By continuing you accept our conditions:",
		"cancel": "Back",
		"continue": "Pay {amount} now"
	}
};
var repeat_order = {
	"title": "Buy again",
	"lead": "Pay with a card or mandate you used before, in one step.",
	"none": "No stored payment method",
	"none_text": "After paying by card or direct debit once, you can buy again here in one step.",
	"choose_bundle": "Choose a bundle",
	"bundle_title": "Bundle",
	"method_title": "Pay with",
	"declined_text": "Your card was declined. Try again, or pay for this bundle with PayPal.",
	"retry": "Retry",
	"pay_with_paypal": "Pay with PayPal"
};
var payment_result = {
	"title": "Payment",
	"waiting": "Waiting for your payment…",
	"waiting_text": "This page updates by itself as soon as your payment is confirmed.",
	"completed": "Payment completed",
	"credits_added": "{count, plural, one {# credit has} other {# credits have}} been added to your account.",
	"balance": "Your balance is now {count, plural, one {# credit} other {# credits}}.",
	"premium_title": "Welcome to Premium!",
	"premium_text": "You can now see all photos, upload up to {photos} photos and chat with everyone.",
	"start": "Start chatting",
	"receipt": "View receipt",
	"failed": "Payment failed or has been cancelled.",
	"failed_text": "Nothing has been charged. Try again or choose another payment method.",
	"try_again": "Try again",
	"other_method": "Choose another method"
};
var orders = {
	"title": "Your orders",
	"buy": "Buy credits",
	"empty": "No orders yet",
	"empty_text": "Your purchases and their receipts will show up here.",
	"status": {
		"pending": "Pending",
		"paid": "Paid",
		"failed": "Failed",
		"canceled": "Cancelled",
		"expired": "Expired"
	}
};
var credit_history = {
	"title": "Credit history",
	"empty": "No changes to your credits yet.",
	"balance": "Balance {balance}",
	"more": "Show more",
	"kinds": {
		"signup": "Welcome credits",
		"purchase": "Credits bought",
		"message": "Message sent",
		"photo": "Photo sent",
		"gift": "Gift sent",
		"correction": "Correction by customer service",
		"refund": "Refund",
		"chargeback": "Payment reversed",
		"other": "Other change"
	}
};
var receipt = {
	"title": "Receipt",
	"number": "Order no. {id}",
	"not_found": "This order could not be found",
	"all_orders": "All orders",
	"print": "Print",
	"kvk": "Chamber of Commerce (KvK): {kvk}",
	"vat": "VAT no.: {vat}",
	"date": "Date",
	"status": "Status",
	"method": "Payment method",
	"bundle": "Bundle",
	"price": "Price",
	"discount": "Discount {code} ({percent}%)",
	"total": "Total paid ({currency})",
	"vat_included": "All prices include VAT.",
	"billed_to": "Customer"
};
var premium = {
	"title": "Go Premium",
	"title_member": "You are Premium",
	"lead": "See more, chat more, match more.",
	"match_chance": "higher chance of a match",
	"any_bundle": "Buying any bundle makes you premium",
	"benefits_title": "What premium gives you",
	"benefits": {
		"photos": {
			"title": "See all photos",
			"text": "Every photo of every member, private photos included."
		},
		"uploads": {
			"title": "Up to {premium} photos",
			"text": "Show yourself from every side. Free members can upload {free}."
		},
		"conversations": {
			"title": "Unlimited conversations",
			"text": "Chat with as many members as you like. Free members can chat with {free}."
		},
		"forever": {
			"title": "Premium for good",
			"text": "You stay premium, even when your credits run out."
		}
	},
	"bundles_title": "Choose your bundle",
	"bundles_title_member": "Top up your credits",
	"already": "You are already a premium member.",
	"already_text": "You have {count, plural, one {# credit} other {# credits}} left. Top up whenever you like.",
	"buy_credits": "Buy credits"
};
var pricing = {
	"title": "Pricing",
	"lead": "Signing up is free. You only pay for credits, in bundles, once: no subscription.",
	"signup": "Sign up free",
	"notes": "Prices include VAT and are shown in the currency of your country. Buying any bundle makes you a premium member."
};
var connection = {
	"offline": "You are offline",
	"online": "Back online"
};
var alerts = {
	"notifications_disabled": {
		"title": "We can’t send you e-mails",
		"action": "What to do"
	},
	"profile_photo": {
		"title": "Add a profile photo",
		"text": "Members with a photo get many more messages and likes.",
		"action": "Add a photo"
	},
	"push": {
		"title": "Never miss a message",
		"text": "Turn on notifications and we’ll tell you right away when someone writes to you or likes you.",
		"action": "Turn on notifications",
		"failed": "Notifications could not be turned on. Please try again."
	}
};
var notifications = {
	"title": "Notifications",
	"settings_intro": "Choose which e-mails and push notifications you get.",
	"manage": "Manage notifications",
	"fix": {
		"bounce": "Please check that your e-mail address is correct. If it has changed, enter your new address in the settings.",
		"spam_complaint": "If that was a mistake, change your e-mail address in the settings: a new, confirmed address gets our e-mails again.",
		"unsubscribed": "Switch on the e-mails you want below and we’ll send them again."
	},
	"fix_link": {
		"bounce": "Check my e-mail address",
		"spam_complaint": "Change my e-mail address"
	},
	"push": {
		"title": "Push notifications",
		"on": "Push notifications are on in this browser.",
		"off": "Get a notification in this browser as soon as someone writes to you or likes you.",
		"disable": "Turn off notifications",
		"denied": "Notifications are blocked for this site. To allow them, open the site settings of your browser (the icon next to the address), allow notifications and reload this page.",
		"unsupported": "This browser cannot show push notifications from this site."
	},
	"unsubscribe": {
		"title": "Unsubscribe",
		"question": "Unsubscribe from {type} e-mails for {email}?",
		"confirm": "Unsubscribe",
		"done": "You will no longer get {type} e-mails.",
		"settings": "Notification settings",
		"invalid": "This link has expired or is invalid.",
		"types": {
			"message": "new message",
			"like": "new like",
			"match": "new match",
			"visit": "profile visit",
			"newsletter": "newsletter"
		}
	}
};
var geolocation = {
	"use_current": "Use my current location",
	"filled": "Filled in from your current location. Check it and save.",
	"not_found": "We couldn’t tell where that is. Please choose your location yourself.",
	"denied": "You haven’t allowed this site to see your location. Allow it in your browser’s site settings, or choose your location yourself.",
	"unavailable": "Your location is not available right now. Please choose it yourself.",
	"outside": "You seem to be in {country}, where this site is not available. Please choose your location yourself."
};
var static_pages = {
	"updated": "Last updated {date}",
	"print": "Print",
	"contents": "On this page"
};
var ban_notice = {
	"title": "Your access has been blocked",
	"banned": "A ban applies to your account, your e-mail address, this device or your internet connection. Below you can read why we ban and how to appeal.",
	"suspended_until": "Your access is suspended until {date}. Below you can read why we suspend and how to appeal."
};
var lang_config = {
	"intro": "Choose the language of the site. Your choice is remembered on this device and, when you are logged in, with your account.",
	"current": "Current language"
};
var moderation = { "reasons": {
	"not_a_person": "Does not show a person",
	"public_nudity": "Nudity in a public photo",
	"minor": "Shows a minor",
	"celebrity": "Shows a celebrity",
	"contact_details": "Text or contact details",
	"violence": "Violence",
	"other": "Another breach of our rules"
} };
var en_default = {
	nav,
	errors,
	validation,
	common,
	fields,
	profile,
	login,
	signup,
	activation,
	reset,
	mail_change,
	settings,
	account_deleted,
	home,
	routes,
	region_labels,
	interests,
	premium_cta,
	signup_cta,
	members,
	likes,
	like_modal,
	search,
	pagination,
	match_finder,
	swipe,
	complaints,
	own_profile,
	chats,
	icebreakers,
	time_bonus,
	direct_debit,
	payment_methods,
	credits,
	checkout,
	repeat_order,
	payment_result,
	orders,
	credit_history,
	receipt,
	premium,
	pricing,
	connection,
	alerts,
	notifications,
	geolocation,
	static_pages,
	ban_notice,
	lang_config,
	moderation
};
export { account_deleted, activation, alerts, ban_notice, chats, checkout, common, complaints, connection, credit_history, credits, en_default as default, direct_debit, errors, fields, geolocation, home, icebreakers, interests, lang_config, like_modal, likes, login, mail_change, match_finder, members, moderation, nav, notifications, orders, own_profile, pagination, payment_methods, payment_result, premium, premium_cta, pricing, profile, receipt, region_labels, repeat_order, reset, routes, search, settings, signup, signup_cta, static_pages, swipe, time_bonus, validation };
