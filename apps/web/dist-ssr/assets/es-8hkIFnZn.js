// src/i18n/locales/es.json
var nav = {
	"language": "Idioma",
	"login": "Iniciar sesión",
	"search_members": "Buscar miembros",
	"messages": "Mensajes",
	"likes": "Me gusta",
	"credits": "Créditos",
	"get_premium": "Hazte Premium",
	"my_profile": "Mi perfil",
	"settings": "Ajustes",
	"logout": "Cerrar sesión",
	"menu": "Menú"
};
var errors = {
	"page_not_found": "No se ha encontrado esta página",
	"back_home": "Volver a la página de inicio",
	"status": "Error {status}",
	"error_page_failed": "Se ha producido un error al mostrar la página de error",
	"validation_failed": "Revisa los datos que has introducido.",
	"not_found": "No se ha encontrado.",
	"authentication_required": "Vuelve a iniciar sesión.",
	"request_type_required": "Recarga la página e inténtalo de nuevo.",
	"forbidden": "No tienes permiso para hacer esto.",
	"internal_error": "Se ha producido un error. Inténtalo de nuevo más tarde.",
	"service_unavailable": "El servicio no está disponible por un momento. Inténtalo de nuevo en unos instantes.",
	"signups_closed": "En este momento no es posible registrarse.",
	"email_taken": "Ya existe una cuenta en este sitio con esta dirección de correo electrónico.",
	"account_pending_deletion": "Esta cuenta sigue pendiente de eliminación. Usa el enlace del correo electrónico que te enviamos para reactivarla.",
	"login_failed": "No se ha podido iniciar sesión, inténtalo de nuevo",
	"too_many_attempts": "Demasiados intentos fallidos, cuenta bloqueada durante {minutes} min.",
	"too_many_reset_mails": "Se han enviado demasiados correos para restablecer la contraseña, inténtalo de nuevo mañana.",
	"too_many_mails": "Se han enviado demasiados correos, inténtalo de nuevo mañana.",
	"email_not_found": "No se ha encontrado la dirección de correo electrónico",
	"link_invalid": "El enlace ha caducado o no es válido, solicita un nuevo correo",
	"wrong_old_password": "Comprueba tu contraseña anterior.",
	"wrong_password": "Comprueba tu contraseña.",
	"banned": "Tu acceso a este sitio está bloqueado.",
	"premium_required": "Esta función solo está disponible para miembros Premium.",
	"photo_limit_reached": "Has alcanzado el máximo de {limit} fotos.",
	"photo_invalid": "Este archivo no es una foto que podamos usar. Sube una imagen JPEG, PNG o WebP.",
	"photo_too_large": "Esta foto es demasiado grande. Sube una foto de 20 MB como máximo.",
	"photo_too_many_pixels": "Esta foto tiene demasiados píxeles. Sube una foto de {max_megapixels} megapíxeles como máximo.",
	"photo_too_small": "Esta foto es demasiado pequeña. Sube una foto de al menos 200 × 200 píxeles.",
	"swipe_limit_reached": "Ya has usado tus {limit} me gusta de hoy. Vuelve mañana o hazte Premium para tener me gusta ilimitados.",
	"blocked": "No puedes ver ni contactar con este miembro.",
	"login_required": "Inicia sesión o regístrate para continuar.",
	"not_enough_credits": "No tienes suficientes créditos",
	"conversation_limit_reached": "Como miembro gratuito puedes chatear con hasta {limit} miembros a la vez. Hazte premium para chatear con todos.",
	"cannot_reply": "Este miembro aún no ha confirmado su dirección de correo, así que todavía no puedes responder.",
	"network_error": "Sin conexión. Comprueba tu conexión a internet.",
	"too_many_requests": "Demasiadas solicitudes, inténtalo de nuevo más tarde.",
	"rate_limited": "Lo estás haciendo con demasiada frecuencia. Inténtalo de nuevo dentro de {minutes} min.",
	"too_many_lookups": "Demasiadas solicitudes sobre direcciones de correo electrónico, inténtalo de nuevo dentro de {minutes} min.",
	"bundle_not_found": "Este paquete no está disponible.",
	"method_not_available": "Este método de pago no está disponible para ti.",
	"code_not_found": "Código no encontrado",
	"code_already_used": "Código ya utilizado",
	"code_expired": "Este código ha caducado.",
	"code_minimum_order": "Este código solo es válido a partir de un importe mínimo de pedido.",
	"code_wrong_country": "Este código no es válido en tu país.",
	"code_method_not_allowed": "Este código no es válido para este método de pago.",
	"payment_failed": "El pago ha fallado o se ha cancelado.",
	"payment_provider_unavailable": "El servicio de pago no está disponible en este momento. Inténtalo de nuevo más tarde.",
	"direct_debit_blocked": "Tu cuenta está bloqueada para pagos por domiciliación.",
	"direct_debit_limit_reached": "Has alcanzado tu límite de pagos por domiciliación. Usa otro método de pago.",
	"sms_code_invalid": "Código no válido",
	"sms_unavailable": "Ahora mismo no podemos enviar SMS. Inténtalo de nuevo más tarde.",
	"refund_window_passed": "El plazo de reembolso de este pedido ha vencido; solo un administrador puede reembolsarlo.",
	"refund_not_possible": "Este reembolso no es posible.",
	"data_export_too_soon": "Puedes pedir una copia de tus datos una vez al día. Podrás volver a pedirla a partir del {at}.",
	"appeal_not_allowed": "Esta decisión no se puede recurrir (ya).",
	"fictional_warning_unconfirmed": "Confirma el aviso sobre los perfiles ficticios antes de escribir a uno."
};
var validation = {
	"required": "Rellena este campo.",
	"invalid": "Este valor no es válido.",
	"invalid_email": "Correo electrónico no válido",
	"name_invalid": "Usa de 2 a 30 letras o cifras; también se permiten espacios, puntos, guiones y guiones bajos, pero no al principio ni al final.",
	"name_equals_email": "Tu nombre de usuario no puede ser tu dirección de correo electrónico.",
	"name_starts_with_at": "Tu nombre de usuario no puede empezar por @.",
	"password_too_short": "Usa al menos 8 caracteres.",
	"password_too_long": "Usa como máximo 128 caracteres.",
	"password_too_common": "Esta contraseña es demasiado común, elige otra.",
	"password_personal": "Tu contraseña no puede ser tu dirección de correo electrónico ni tu nombre de usuario.",
	"dob_min_age": "Introduce tu fecha de nacimiento ({min_age}+)",
	"dob_invalid": "Fecha de nacimiento no válida.",
	"passwords_differ": "Las contraseñas introducidas no coinciden.",
	"new_email_invalid": "La nueva dirección de correo electrónico no es válida.",
	"too_long": "Este texto es demasiado largo.",
	"too_short": "Este texto es demasiado corto.",
	"confirmation_required": "Confirma, por favor.",
	"did_you_mean": "¿Querías decir {suggestion}?",
	"invalid_iban": "IBAN no válido",
	"invalid_phone": "Introduce un número de móvil válido.",
	"authorization_required": "Autoriza la domiciliación para continuar.",
	"code_invalid": "Introduce el código de 6 dígitos del SMS."
};
var common = {
	"close": "Cerrar",
	"back": "Atrás",
	"next": "Siguiente",
	"continue": "Continuar",
	"choose": "Elige una opción",
	"cancel": "Cancelar"
};
var fields = {
	"email": "Dirección de correo electrónico",
	"name": "Nombre de usuario",
	"password": "Contraseña",
	"new_password": "Nueva contraseña",
	"password_repeat": "Repite la nueva contraseña",
	"old_password": "Contraseña actual",
	"new_email": "Nueva dirección de correo electrónico",
	"date_of_birth": "Fecha de nacimiento",
	"day": "Día",
	"month": "Mes",
	"year": "Año",
	"gender": "Soy",
	"sexuality": "Mi orientación sexual",
	"country": "País",
	"signup_message": "Tu primer mensaje (opcional)",
	"city": "Ciudad",
	"about": "Sobre mí",
	"interests": "Intereses",
	"hair_colour": "Color de pelo",
	"eye_colour": "Color de ojos",
	"body_type": "Complexión",
	"relationship_status": "Situación sentimental"
};
var profile = {
	"gender": {
		"male": "Hombre",
		"female": "Mujer"
	},
	"sexuality": {
		"hetero": "Heterosexual",
		"gay": "Gay",
		"lesbian": "Lesbiana",
		"bi": "Bisexual"
	},
	"hair_colour": {
		"black": "Negro",
		"brown": "Castaño",
		"blond": "Rubio",
		"red": "Pelirrojo",
		"grey": "Canoso",
		"white": "Blanco",
		"bald": "Calvo",
		"other": "Otro"
	},
	"eye_colour": {
		"brown": "Marrón",
		"blue": "Azul",
		"green": "Verde",
		"grey": "Gris",
		"hazel": "Avellana",
		"other": "Otro"
	},
	"body_type": {
		"slim": "Delgado",
		"athletic": "Atlético",
		"average": "Normal",
		"muscular": "Musculoso",
		"stocky": "Robusto",
		"large": "Corpulento"
	},
	"relationship_status": {
		"single": "Soltero",
		"relationship": "En una relación",
		"open_relationship": "Relación abierta",
		"married": "Casado",
		"divorced": "Divorciado",
		"widowed": "Viudo"
	}
};
var login = {
	"title": "Iniciar sesión",
	"submit": "Iniciar sesión",
	"forgot_password": "¿Has olvidado tu contraseña?",
	"no_account": "¿Aún no tienes cuenta?"
};
var signup = {
	"title": "Regístrate gratis",
	"progress": "Paso {step} de {count}",
	"steps": {
		"email": {
			"title": "¿Cuál es tu dirección de correo electrónico?",
			"text": "Te enviaremos un enlace para confirmarla. Los demás miembros nunca la verán."
		},
		"name": {
			"title": "Elige un nombre de usuario",
			"text": "Es el nombre que verán los demás miembros."
		},
		"password": {
			"title": "Elige una contraseña",
			"text": "Al menos 8 caracteres. No se la digas a nadie."
		},
		"date_of_birth": {
			"title": "¿Cuándo naciste?",
			"text": "Solo pueden unirse adultos. Los miembros ven tu edad, nunca tu fecha de nacimiento."
		},
		"about": {
			"title": "Sobre ti",
			"text": "Así podemos mostrarte los hombres adecuados."
		}
	},
	"submit": "Crear mi cuenta",
	"consent": "Al crear una cuenta, confirmas que tienes {min_age} años o más y aceptas nuestras condiciones:",
	"have_account": "¿Ya eres miembro?",
	"login_instead": "Inicia sesión con esta dirección",
	"message_hint": "Se lo enviaremos a este miembro en cuanto tu cuenta esté lista.",
	"invite_only": {
		"title": "El registro es solo por invitación",
		"text": "En este momento, {site} solo está abierto a miembros invitados. Usa el enlace de tu invitación."
	},
	"closed": {
		"title": "El registro está cerrado",
		"text": "En este momento, {site} no acepta nuevos miembros. Inténtalo de nuevo más tarde."
	},
	"complete": {
		"title": "Confirma tu dirección de correo electrónico",
		"text": "¡Ya casi está! Hemos enviado un enlace a {email}. Haz clic en él para activar tu cuenta.",
		"confirmed": "Tu dirección de correo electrónico está confirmada. ¡Que te diviertas!"
	},
	"matches": {
		"title": "Tus primeros matches",
		"text": "Miembros que encajan contigo y han estado aquí hace poco. Dale me gusta a los que te atraigan o escríbeles.",
		"empty": "Ahora mismo no hay sugerencias: busca tú mismo entre los miembros."
	}
};
var activation = {
	"reminder_title": "Activa tu cuenta",
	"reminder_text": "Hemos enviado un enlace a {email}. Haz clic en él para confirmar tu dirección de correo electrónico y hacer visible tu perfil.",
	"spam_hint": "¿No te ha llegado el correo? Revisa tu carpeta de spam o de correo no deseado.",
	"resend": "Volver a enviar el correo",
	"resent": "Hemos vuelto a enviar el correo.",
	"done_title": "Tu cuenta está activada",
	"done_text": "Gracias por confirmar tu dirección de correo electrónico. Ahora los demás miembros pueden encontrar tu perfil.",
	"done_continue": "Ir a los miembros",
	"error_title": "Error en la activación",
	"login_to_resend": "Inicia sesión para recibir un nuevo correo",
	"already_confirmed": "Tu dirección de correo electrónico ya está confirmada."
};
var reset = {
	"intro": "Introduce la dirección de correo electrónico de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.",
	"submit": "Enviar el enlace",
	"sent": "Hemos enviado un enlace a {email}. Haz clic en él para elegir una nueva contraseña.",
	"back_to_login": "Volver a iniciar sesión",
	"request_new": "Solicitar un nuevo correo",
	"save": "Guardar la nueva contraseña"
};
var mail_change = {
	"done": "Tu dirección de correo electrónico ahora es {email}.",
	"done_no_session": "Tu nueva dirección de correo electrónico está confirmada.",
	"request_new": "Solicita un nuevo enlace en los ajustes"
};
var settings = {
	"save": "Guardar",
	"saved": "Guardado.",
	"account": {
		"title": "Cuenta",
		"current_email": "Tu dirección de correo electrónico:",
		"change_email": "Cambiar la dirección de correo electrónico",
		"mail_sent": "Hemos enviado un enlace a {email}. Haz clic en él para confirmar tu nueva dirección; hasta entonces, seguirás usando la actual."
	},
	"password": {
		"title": "Contraseña",
		"submit": "Cambiar la contraseña",
		"changed": "Se ha cambiado tu contraseña."
	},
	"language": {
		"title": "Idioma",
		"label": "El idioma de este sitio y de nuestros correos"
	},
	"location": { "title": "Ubicación" },
	"notifications": {
		"title": "Notificaciones por correo electrónico",
		"intro": "Elige qué correos quieres recibir de nosotros.",
		"types": {
			"message": "Nuevos mensajes",
			"like": "Nuevos me gusta",
			"match": "Nuevos matches",
			"visit": "Visitas a tu perfil",
			"newsletter": "Novedades y ofertas especiales"
		},
		"disabled": {
			"spam_complaint": "Hemos dejado de enviarte correos porque uno de ellos se marcó como spam.",
			"bounce": "Hemos dejado de enviarte correos porque no se pudieron entregar en tu dirección.",
			"unsubscribed": "Hemos dejado de enviarte correos porque te diste de baja desde tu aplicación de correo."
		}
	},
	"first_contact": {
		"title": "Primeros mensajes",
		"intro": "En tus primeros días aquí, uno de estos perfiles puede escribirte primero. Si prefieres que no lo haga, desactívalo: entonces solo responderán a tus mensajes.",
		"label": "Estos perfiles pueden escribirme primero"
	},
	"data_export": {
		"title": "Descargar mis datos",
		"intro": "Recibe una copia de todo lo que guardamos sobre ti: tu perfil, fotos, likes, conversaciones, pedidos, créditos, ajustes de notificaciones, inicios de sesión y denuncias, en un archivo ZIP. Te enviaremos un enlace por e-mail en cuanto esté lista; funciona durante {days, plural, one {# día} other {# días}}. Puedes pedirla una vez al día.",
		"preparing": "Estamos preparando tus datos. Recibirás un e-mail cuando estén listos.",
		"ready": "Tus datos están listos. Puedes descargarlos hasta el {date}.",
		"download": "Descargar archivo ZIP",
		"expired": "Tu último enlace de descarga ha caducado. Pide una copia nueva si la necesitas.",
		"request": "Pedir una copia de mis datos"
	},
	"delete": {
		"title": "Eliminar la cuenta",
		"intro": "Al eliminar tu cuenta, tu perfil se oculta de inmediato. Durante {days, plural, one {# día} other {# días}} aún puedes recuperarla; después, todo se elimina definitivamente.",
		"start": "Eliminar mi cuenta…",
		"offer": "Quédate y consigue un {percent} % de descuento en tus próximos créditos",
		"offer_text": "Nos daría pena que te fueras. Quédate y tus próximos créditos te costarán menos.",
		"offer_accept": "Quedarme y obtener mi código",
		"offer_decline": "No, gracias, eliminar mi cuenta",
		"code_title": "Tu código de descuento personal",
		"code_text": "Un {percent} % de descuento en una compra de créditos, válido hasta el {date}. Se aplica automáticamente al pagar.",
		"code_use": "Comprar créditos con mi descuento",
		"warning": "Tu perfil desaparece de inmediato. Te enviaremos por correo un enlace para recuperar tu cuenta en un plazo de {days, plural, one {# día} other {# días}}; después, se eliminará definitivamente.",
		"confirm_label": "Sí, quiero eliminar mi cuenta",
		"submit": "Eliminar mi cuenta",
		"cancel": "Conservar mi cuenta"
	}
};
var account_deleted = {
	"text": "Tu cuenta se ha eliminado. Se borrará definitivamente dentro de {days, plural, one {# día} other {# días}}.",
	"reactivate": "Te hemos enviado un correo con un enlace para reactivarla. ¿Has cambiado de opinión? Haz clic en ese enlace en un plazo de {days, plural, one {# día} other {# días}}."
};
var home = {
	"lead": "Busca perfiles cerca de ti, dale me gusta a quienes te atraigan, haz match y chatea en tiempo real. Registrarse es gratis y solo lleva un minuto.",
	"cta_signup": "Regístrate gratis",
	"cta_browse": "Ver miembros",
	"adults_only": "Solo para mayores de 18 años. Tu privacidad es lo primero.",
	"features": {
		"search": { "title": "Busca y da me gusta" },
		"swipe": {
			"title": "Juega a deslizar",
			"text": "Desliza a la derecha para dar me gusta y a la izquierda para pasar. Caras nuevas cada día, directamente en tu móvil."
		},
		"chat": {
			"title": "Chatea en tiempo real",
			"text": "Los mensajes, fotos y regalos llegan en cuanto se envían, en todos tus dispositivos."
		}
	},
	"steps_title": "Cómo funciona",
	"steps": {
		"profile": "Crea tu perfil y añade una foto.",
		"like": "Dale me gusta a otros miembros y haz match con quienes también te den me gusta.",
		"chat": "Empieza a chatear y descubre adónde te lleva."
	},
	"reactivated": "Bienvenido de nuevo, tu cuenta vuelve a estar activa",
	"niche": {
		"general": {
			"kicker": "{site}: citas y chat",
			"title": "Conoce a solteros que buscan lo mismo que tú",
			"search": "Filtra por edad, país y región y dale me gusta a las personas que quieras conocer. Un me gusta mutuo es un match."
		},
		"she": {
			"kicker": "{site}: citas y chat lésbico",
			"title": "Conoce a mujeres que aman a mujeres",
			"search": "Filtra por edad, país y región y dale me gusta a las mujeres que quieras conocer. Un me gusta mutuo es un match."
		},
		"bdsm": {
			"kicker": "{site}: citas y chat BDSM",
			"title": "Conoce a parejas que comparten tus fantasías",
			"search": "Filtra por edad, país y región y dale me gusta a las parejas que quieras conocer. Un me gusta mutuo es un match."
		},
		"bbw": {
			"kicker": "{site}: citas y chat con mujeres con curvas",
			"title": "Conoce a mujeres con curvas que se quieren tal como son",
			"search": "Filtra por edad, país y región y dale me gusta a las mujeres con curvas que quieras conocer. Un me gusta mutuo es un match."
		},
		"gilf": {
			"kicker": "{site}: citas y chat con mujeres de más de 60",
			"title": "Conoce a mujeres de más de 60 a las que les sigue encantando coquetear",
			"search": "Filtra por edad, país y región y dale me gusta a las mujeres que quieras conocer. Un me gusta mutuo es un match."
		},
		"milf": {
			"kicker": "{site}: citas y chat con mujeres maduras",
			"title": "Conoce a mujeres maduras que saben lo que quieren",
			"search": "Filtra por edad, país y región y dale me gusta a las mujeres maduras que quieras conocer. Un me gusta mutuo es un match."
		},
		"gay": {
			"kicker": "{site}: citas y chat gay",
			"title": "Conoce a hombres que buscan lo mismo que tú",
			"search": "Filtra por edad, país y región y dale me gusta a los hombres que quieras conocer. Un me gusta mutuo es un match."
		}
	}
};
var routes = {
	"index": "Inicio",
	"likes": "Me gusta",
	"likes-type": "Me gusta",
	"likes-m-id": "Me gusta",
	"chats": "Mensajes",
	"chats-id": "Conversación",
	"members": "Buscar miembros",
	"members-id": "Perfil del miembro",
	"members-id-chat": "Chat",
	"members-id-landing": "Conoce a este miembro",
	"members-id-signup": "Registro",
	"members-id-landing2-slug": "Conoce a este miembro",
	"members-id-landing3-slug": "Conoce a este miembro",
	"profile": "Mi perfil",
	"settings": "Ajustes",
	"signup": "Registro",
	"signup-matches": "Tus matches",
	"complete-signup": "Completa tu registro",
	"login": "Iniciar sesión",
	"reset-password": "Restablecer contraseña",
	"reset-password-do": "Elige una nueva contraseña",
	"account-deleted": "Cuenta eliminada",
	"activate-done": "Cuenta activada",
	"activate-error": "Error en la activación",
	"mail-change-do": "Confirmar nuevo correo electrónico",
	"credits": "Créditos",
	"credits-id-paymentmethod": "Pago",
	"credits-repeat-order": "Repetir pedido",
	"directdebit": "Domiciliación bancaria",
	"transactions-id": "Pedidos",
	"premium": "Premium",
	"pricing": "Precios",
	"notifications": "Notificaciones",
	"match-finder": "Buscador de matches",
	"swipe-game": "Juego de deslizar",
	"complaints": "Reclamaciones",
	"lang-config": "Ajustes de idioma",
	"landers-tinderswipe": "Desliza y conoce",
	"landers-alonetonight-slug": "¿Estás solo esta noche?",
	"landers-collagelanding-slug": "Conoce a hombres nuevos",
	"landers-gallery-slug": "Galería de miembros",
	"landers-iconslanding-slug": "Encuentra tu tipo",
	"landers-maplanding-slug": "Hombres cerca de ti",
	"landers-socialnetwork-slug": "Únete a la comunidad",
	"landers-transitionsvideolanding-slug": "Conoce a hombres nuevos",
	"landers-video-slug": "Conoce a hombres nuevos",
	"pages-ban": "Prohibición de acceso",
	"pages-cookies": "Cookies",
	"pages-faq": "Preguntas frecuentes",
	"pages-privacy": "Política de privacidad",
	"pages-return-policy": "Devoluciones y reembolsos",
	"pages-service": "Atención al cliente",
	"pages-terms": "Términos y condiciones",
	"pages-token": "Información"
};
var region_labels = {
	"province": "Provincia",
	"state": "Estado",
	"canton": "Cantón",
	"county": "Condado",
	"voivodeship": "Voivodato",
	"region": "Región"
};
var interests = {
	"adventure": "Aventura",
	"analsex": "Sexo anal",
	"animals": "Animales",
	"art": "Arte",
	"astrology": "Astrología",
	"bbq": "Barbacoa",
	"beach": "Playa",
	"beer": "Cerveza",
	"biking": "Ciclismo",
	"bondage": "Bondage",
	"coffee": "Café",
	"cooking": "Cocina",
	"dancing": "Baile",
	"exchanging_pictures": "Intercambiar fotos",
	"fashion": "Moda",
	"foodie": "Gastronomía",
	"gardening": "Jardinería",
	"gym": "Gimnasio",
	"hiking": "Senderismo",
	"hugging": "Abrazos",
	"kissing": "Besos",
	"lingerie": "Lencería",
	"massages": "Masajes",
	"masturbating": "Masturbación",
	"movies": "Cine",
	"music": "Música",
	"one_night_stand": "Rollo de una noche",
	"oral_sex": "Sexo oral",
	"outdoors": "Aire libre",
	"party": "Fiesta",
	"photography": "Fotografía",
	"politics": "Política",
	"public_sex": "Sexo en público",
	"reading": "Lectura",
	"relationship": "Relación seria",
	"sadomasochism": "Sadomasoquismo",
	"safe_sex": "Sexo seguro",
	"sex": "Sexo",
	"sex_toys": "Juguetes sexuales",
	"shopping": "Compras",
	"sports": "Deportes",
	"sushi": "Sushi",
	"tattoos": "Tatuajes",
	"tea": "Té",
	"theater": "Teatro",
	"threesome": "Trío",
	"travelling": "Viajar",
	"vegetarian": "Vegetariano",
	"video_games": "Videojuegos",
	"wine": "Vino"
};
var premium_cta = { "button": "Hazte Premium" };
var signup_cta = {
	"title": "Regístrate para ver más",
	"text": "Crea tu cuenta gratis o inicia sesión para ver perfiles, dar me gusta a otros miembros y chatear."
};
var members = {
	"fictional": "Perfil ficticio",
	"fictional_plural": "Perfiles ficticios",
	"age_short": "{age}",
	"photo_of": "Foto de {name}",
	"no_photo": "{name} aún no tiene foto",
	"private_photo": "Foto privada",
	"blurred_photo": "Foto difuminada",
	"login_to_see_photos": "Inicia sesión o regístrate para ver todas las fotos.",
	"photo_number": "{name}: foto {number} de {count}",
	"photos": "Fotos",
	"show_photo": "Mostrar la foto {number}",
	"blocked_title": "Este perfil no está disponible",
	"details": "Detalles",
	"fields": {
		"gender": "Género",
		"sexuality": "Orientación",
		"hair_colour": "Pelo",
		"eye_colour": "Ojos",
		"body_type": "Complexión",
		"relationship_status": "Situación"
	},
	"chat": "Chatear",
	"more": "Más acciones",
	"block": "Bloquear",
	"unblock": "Desbloquear",
	"report": "Denunciar este perfil",
	"block_title": "¿Bloquear a {name}?",
	"block_text": "{name} ya no podrá ver tu perfil ni contactarte, y ninguno de los dos verá al otro en las búsquedas. Puedes desbloquear a este miembro desde su perfil cuando quieras.",
	"you_blocked": "Has bloqueado a {name}. Este miembro no puede ver tu perfil ni contactarte.",
	"also_report": "Denunciar también a {name} a nuestro equipo",
	"block_and_report": "Bloquear y denunciar"
};
var likes = {
	"like": "Me gusta",
	"liked": "Te gusta",
	"like_name": "Dar me gusta a {name}",
	"unlike_name": "Retirar tu me gusta a {name}",
	"match_badge": "Es un match",
	"likes_you": "Le gustas",
	"tabs_label": "Tipos de me gusta",
	"tabs": {
		"received": "Recibidos",
		"sent": "Enviados",
		"matches": "Matches"
	},
	"new": "Nuevo",
	"new_count": "{count, plural, one {# nuevo} other {# nuevos}}",
	"empty": {
		"received": "Aún no tienes ningún me gusta",
		"sent": "Aún no le has dado me gusta a nadie",
		"matches": "Aún no tienes matches"
	},
	"empty_text": "Dale me gusta a los miembros que te atraigan: cuando alguien te devuelve el me gusta, es un match."
};
var like_modal = {
	"match_title": "¡Es un match!",
	"match_text": "El me gusta es mutuo: a {name} también le gustas.",
	"like_title": "¡Le gustas a {name}!",
	"like_text": "Devuélvele el me gusta y será un match.",
	"send_message": "Enviar un mensaje",
	"view_profile": "Ver perfil",
	"click_to_close": "Haz clic en cualquier sitio para cerrar"
};
var search = {
	"filters": "Filtros de búsqueda",
	"gender": "Busco",
	"any_gender": "Todos",
	"genders": {
		"male": "Hombres",
		"female": "Mujeres"
	},
	"any_country": "Todos los países",
	"any_region": "Todas las regiones",
	"age": "Edad",
	"min_age": "Edad mínima",
	"max_age": "Edad máxima",
	"reset": "Borrar filtros",
	"result_count": "{count, plural, =0 {No se han encontrado miembros} one {# miembro encontrado} other {# miembros encontrados}}",
	"no_results": "Ningún miembro coincide con tu búsqueda",
	"no_results_text": "Prueba con un rango de edad más amplio o con otra región.",
	"similar_title": "Miembros similares",
	"similar_text": "{count, plural, one {# miembro se acerca a tu búsqueda} other {# miembros se acercan a tu búsqueda}}",
	"login_required_title": "Regístrate para buscar miembros",
	"login_required_text": "La búsqueda es solo para miembros. Crea tu cuenta gratis o inicia sesión para ver quién está cerca de ti."
};
var pagination = {
	"label": "Páginas",
	"previous": "Página anterior",
	"next": "Página siguiente",
	"page": "Página {page}"
};
var match_finder = {
	"intro": "Miembros que encajan contigo. Dale me gusta a los que te atraigan: si te lo devuelven, es un match.",
	"refresh": "Otras sugerencias",
	"empty": "Ahora mismo no hay sugerencias. Vuelve a intentarlo más tarde o busca tú mismo."
};
var swipe = {
	"help": "Arrastra una tarjeta a la derecha para dar me gusta o a la izquierda para pasar, o usa los botones o las flechas del teclado.",
	"like_stamp": "ME GUSTA",
	"nope_stamp": "PASO",
	"view_profile": "Ver el perfil de {name}",
	"likes_left": "{count, plural, one {Hoy te queda # me gusta} other {Hoy te quedan # me gusta}}",
	"premium_text": "Los miembros Premium dan me gusta sin límites.",
	"pass": "Pasar de {name}",
	"pass_hint": "Pasar (←)",
	"like": "Dar me gusta a {name}",
	"like_hint": "Me gusta (→)",
	"empty_title": "Por ahora ya has visto a todos",
	"empty_text": "Cada día se unen miembros nuevos. Vuelve más tarde o busca tú mismo entre los miembros."
};
var complaints = {
	"intro": "Cuéntanos qué ha pasado. Leemos todas las reclamaciones y respondemos en pocos días laborables.",
	"intro_member": "Cuéntanos qué problema hay con este perfil. El miembro no sabrá quién lo ha denunciado.",
	"reason": "Motivo",
	"reasons": {
		"fake_profile": "Perfil falso",
		"harassment": "Acoso",
		"threats": "Amenazas",
		"spam": "Spam o publicidad",
		"underage": "Posible menor de edad",
		"offensive_photo": "Foto ofensiva",
		"payment": "Problema con un pago",
		"other": "Otro motivo"
	},
	"message": "Tu mensaje",
	"message_hint": "{count} / {max} caracteres, mínimo 10",
	"email": "Tu dirección de correo electrónico",
	"email_hint": "Te responderemos a esta dirección.",
	"submit": "Enviar reclamación",
	"sent_title": "Gracias",
	"sent_text": "Hemos recibido tu reclamación y la revisaremos.",
	"back_to_profile": "Volver al perfil",
	"sent_reference": "Tu referencia es {reference}. Te hemos enviado una confirmación por correo.",
	"about_message": "Estás denunciando un mensaje de tu chat con este miembro.",
	"mine_title": "Quejas",
	"mine_intro": "Las quejas que has presentado y las quejas sobre tu cuenta, con nuestras decisiones.",
	"mine_none": "No has presentado ninguna queja y no hay ninguna sobre tu cuenta.",
	"about_you": "Una queja sobre tu cuenta",
	"yours_about": "Tu queja sobre {name}",
	"yours": "Tu queja",
	"reference": "Referencia",
	"content_label": "Contenido",
	"decision_label": "Decisión",
	"until": "hasta el {date}",
	"rule_label": "Norma",
	"why": "Motivo",
	"appeal_label": "Recurso",
	"appeal_waiting": "Enviado el {date}; otra persona de nuestro equipo lo revisa.",
	"appeal": "Recurrir esta decisión",
	"appeal_until": "Puedes recurrir una vez, hasta el {date}.",
	"appeal_text": "¿Por qué deberíamos revisarlo de nuevo?",
	"appeal_submit": "Enviar recurso",
	"status": {
		"open": "Esperando a nuestro equipo",
		"decided": "Decidida",
		"appealed": "Recurso en revisión",
		"closed": "Recurso resuelto"
	},
	"content": {
		"message": "Un mensaje de chat",
		"photo": "Una foto de perfil"
	},
	"decisions": {
		"no_action": "Ninguna medida",
		"warning": "Una advertencia",
		"remove_content": "El contenido se ha eliminado",
		"suspend": "Cuenta suspendida",
		"ban": "Cuenta bloqueada"
	},
	"appeal_outcomes": {
		"upheld": "La decisión se mantiene",
		"reversed": "La decisión se ha revocado"
	}
};
var own_profile = {
	"view_as_others": "Ver cómo lo ven los demás",
	"basics": "Sobre ti",
	"where": "Dónde vives",
	"looks": "Aspecto y situación",
	"not_specified": "Sin especificar",
	"interests_hint": "{count, plural, =0 {Elige lo que te gusta; así los demás te encontrarán más fácilmente.} one {# interés elegido} other {# intereses elegidos}}",
	"about_placeholder": "Cuéntales a los demás quién eres y qué buscas.",
	"about_count": "{count} / {max}",
	"save": "Guardar perfil",
	"photos": "Tus fotos",
	"photo_count": "{count} de {limit} fotos",
	"reorder_hint": "Arrastra las fotos para cambiar su orden o usa los botones de flecha. La foto principal es la que los demás ven primero.",
	"uploading": "Subiendo {name}…",
	"upload_progress": "Progreso de la subida",
	"add_photo": "Añadir una foto",
	"photo_types": "JPEG, PNG, WebP o AVIF",
	"upload_private": "Subir como foto privada (solo la ven los miembros Premium)",
	"limit_free": "Tienes {limit} fotos, el máximo para un miembro gratuito. Los miembros Premium pueden subir hasta {premium}.",
	"status": {
		"pending": "En revisión",
		"rejected": "Rechazada",
		"active": "Visible"
	},
	"rejected_text": "Esta foto no cumple nuestras normas. Elimínala y sube otra.",
	"rejected_reason": "Motivo: {reason}",
	"text_rejected": {
		"name": "Un moderador no ha aceptado tu nuevo nombre ({reason}). Se vuelve a mostrar tu nombre anterior.",
		"about": "Un moderador no ha aceptado tu nuevo texto de «Sobre mí» ({reason}). Se vuelve a mostrar tu texto anterior."
	},
	"main": "Foto principal",
	"private": "Privada",
	"set_main": "Hacer principal",
	"private_switch": "Privada",
	"move_earlier": "Mover la foto {number} hacia delante",
	"move_later": "Mover la foto {number} hacia atrás",
	"delete_photo": "Eliminar la foto {number}",
	"delete_title": "¿Eliminar esta foto?",
	"delete_text": "La foto se eliminará de tu perfil para siempre.",
	"delete": "Eliminar",
	"photo_alt": "Tu foto {number}"
};
var chats = {
	"waiting": "{count, plural, one {# novedad te espera} other {# novedades te esperan}}",
	"no_messages_yet": "Aún no hay mensajes",
	"preview_gift": "Regalo",
	"preview_photo": "Foto",
	"empty_title": "Aún no tienes conversaciones",
	"empty_text": "Encuentra a alguien que te guste y envíale el primer mensaje.",
	"unread": "{count, plural, one {# mensaje sin leer} other {# mensajes sin leer}}",
	"delete": "Eliminar la conversación con {name}",
	"pick_conversation": "Elige una conversación para leerla y responder.",
	"not_found": "No se ha encontrado esta conversación.",
	"back": "Volver a los mensajes",
	"load_older": "Mostrar mensajes anteriores",
	"start_text": "¡Saluda a {name}!",
	"read": "Leído",
	"delivered": "Enviado",
	"sending": "Enviando…",
	"send_failed": "No enviado.",
	"retry": "Reintentar",
	"buy_credits": "Comprar créditos",
	"send_gift": "Enviar un regalo",
	"send_photo": "Enviar una foto",
	"placeholder": "Escribe un mensaje…",
	"send": "Enviar",
	"length_counter": "{count} / {max}",
	"cost_hint": "Mensaje: {message, plural, one {# crédito} other {# créditos}} · foto: {photo, plural, one {# crédito} other {# créditos}} · regalo: {gift, plural, one {# crédito} other {# créditos}}",
	"cost_minimum": "(mínimo {amount} por mensaje)",
	"gifts_title": "Enviar un regalo",
	"gift_cost": "Cada regalo cuesta {credits, plural, one {# crédito} other {# créditos}}.",
	"icebreaker_title": "Rompe el hielo con {name}",
	"icebreaker_text": "¿No sabes cómo empezar? Elige un mensaje y cámbialo a tu gusto.",
	"deleted_member": "Miembro eliminado",
	"deleted_member_note": "Este miembro ha eliminado su cuenta. Puedes leer la conversación, pero ya no puedes responder.",
	"report_message": "Denunciar este mensaje",
	"fictional_warning_title": "Antes de escribir: este es un perfil ficticio",
	"fictional_warning_confirm": "Lo he leído y quiero continuar"
};
var icebreakers = {
	"weekend": "¡Hola! ¿Algún plan divertido para el finde?",
	"photo": "Oye, me encanta tu foto. ¿Dónde la hiciste?",
	"music": "¡Hola! ¿Qué música te gusta?",
	"travel": "¡Ey! ¿Cuál es el mejor sitio al que has viajado?",
	"coffee": "¡Hola! ¿Te apetece tomar un café juntos algún día?",
	"movie": "¡Ey! ¿Has visto alguna peli buena últimamente?"
};
var time_bonus = {
	"strip_label": "Oferta de bienvenida",
	"strip_title": "Bono de bienvenida del {percentage} %: ¡date prisa!",
	"ends_in": "Termina en",
	"strip_cta": "Consigue un {percentage} % de descuento",
	"hide": "Ocultar la oferta",
	"modal_title": "Tu bono de bienvenida del {percentage} %",
	"modal_text": "Como nuevo miembro tienes un {percentage} % de descuento en tus primeros créditos. ¡Empieza a chatear ya!",
	"act_fast": "Date prisa: la oferta termina en",
	"modal_cta": "Consigue ya un {percentage} % de descuento",
	"later": "Quizás más tarde"
};
var direct_debit = {
	"title": "Pagar por domiciliación SEPA",
	"intro": "Paga directamente desde tu cuenta bancaria. Confirmas la orden de domiciliación con un código que enviamos a tu móvil.",
	"other_methods": "Otros métodos de pago",
	"choose_other_method": "Elegir otro método de pago",
	"not_available": "La domiciliación bancaria no está disponible en tu país.",
	"retry": "Reintentar",
	"summary_title": "Tu pedido",
	"bundle_credits": "{credits, plural, one {# crédito} other {# créditos}}",
	"method": "Domiciliación SEPA",
	"refund_right": "Puedes pedir a tu banco la devolución de un adeudo en un plazo de 8 semanas.",
	"steps": "Pasos",
	"step_details": "Tus datos",
	"step_code": "Código SMS",
	"account_section": "Cuenta bancaria",
	"account_holder": "Titular de la cuenta",
	"iban": "IBAN",
	"address_section": "Dirección del titular de la cuenta",
	"street": "Calle",
	"house_number": "N.º",
	"postal_code": "Código postal",
	"city": "Ciudad",
	"mobile": "Número de móvil",
	"mobile_hint": "Te enviamos un código de confirmación por SMS a este número.",
	"mandate": "Autorizo a {company} a cobrar este importe ({amount}) de mi cuenta mediante adeudo directo SEPA, y a mi banco a efectuar el cargo en mi cuenta. Tengo derecho a que mi banco me reembolse según los términos de mi contrato con él; el reembolso debe solicitarse en un plazo de 8 semanas desde la fecha del cargo en mi cuenta.",
	"creditor": "Acreedor: {company}, {address}",
	"send_code": "Enviar código de confirmación",
	"code_title": "Confirma con el código del SMS",
	"code_sent": "Hemos enviado un código al {phone}.",
	"code": "Código de 6 dígitos",
	"code_resent": "Te hemos enviado un código nuevo.",
	"confirm": "Confirmar y pagar {amount}",
	"change_details": "Cambiar datos",
	"resend": "Enviar un código nuevo",
	"privacy": "Tus datos bancarios se envían cifrados y solo se usan para los pagos que autorices."
};
var payment_methods = {
	"creditcard": "Tarjeta de crédito",
	"banktransfer": "Transferencia bancaria",
	"directdebit": "Domiciliación SEPA"
};
var credits = {
	"title": "Comprar créditos",
	"lead": "Los créditos pagan mensajes, fotos y regalos. Elige el paquete que mejor te vaya.",
	"code_carried": "Tu código {code} te da un {percent} % de descuento: elige un paquete y se aplicará al pagar.",
	"reload": "Reintentar",
	"trust": {
		"secure": "Pago seguro",
		"no_subscription": "Pago único, sin suscripción",
		"returns": "Devolución gratuita en {days} días"
	},
	"highlight": {
		"popular": "El más popular",
		"best_value": "Mejor precio"
	},
	"credits_unit": "{count, plural, one {crédito} other {créditos}}",
	"credits_count": "{count, plural, one {# crédito} other {# créditos}}",
	"per_message": "{price} por mensaje",
	"saving": "Ahorra un {percent} %",
	"choose": "Elegir",
	"choose_label": "Elegir {count, plural, one {# crédito} other {# créditos}}",
	"balance": "Tu saldo",
	"premium_badge": "Premium",
	"orders_link": "Tus pedidos y recibos",
	"buy_again": {
		"creditcard": "Volver a comprar con tu tarjeta {label}",
		"directdebit": "Volver a comprar por domiciliación {label}"
	},
	"costs": {
		"title": "Para qué sirven los créditos",
		"message": "Un mensaje",
		"photo": "Una foto",
		"gift": "Un regalo"
	}
};
var checkout = {
	"title": "Pago",
	"lead": "{count, plural, one {# crédito} other {# créditos}} por {price}",
	"back_to_bundles": "Todos los paquetes",
	"not_found": "Este paquete no existe",
	"not_found_text": "Puede que ya no esté disponible. Elige uno de nuestros paquetes actuales.",
	"method_title": "Método de pago",
	"summary_title": "Tu pedido",
	"discount_line": "Descuento ({percent} %)",
	"total": "Total",
	"pay": "Pagar {amount}",
	"discount": {
		"title": "Código de descuento",
		"label": "Código de descuento",
		"placeholder": "Introduce un código de descuento",
		"placeholder_other": "¿Tienes otro código?",
		"apply": "Aplicar",
		"welcome_applied": "Bono de bienvenida del {percent} % aplicado",
		"applied": "Código {code}: {percent} % de descuento aplicado",
		"remove": "Quitar el código {code}",
		"unfit": "El código {code} no vale para este método de pago o este paquete.",
		"minimum_order": "Este código es válido para pedidos a partir de {amount}."
	},
	"confirm": {
		"title": "Confirma tu pago",
		"redirect": "Continuarás a una página segura para pagar con {method}.",
		"terms": "Al continuar aceptas nuestras condiciones:",
		"cancel": "Volver",
		"continue": "Pagar {amount} ahora"
	}
};
var repeat_order = {
	"title": "Volver a comprar",
	"lead": "Paga en un solo paso con una tarjeta o un mandato que ya usaste.",
	"none": "No hay ningún método de pago guardado",
	"none_text": "Después de pagar una vez con tarjeta o domiciliación, podrás volver a comprar aquí en un solo paso.",
	"choose_bundle": "Elegir un paquete",
	"bundle_title": "Paquete",
	"method_title": "Pagar con",
	"declined_text": "Tu tarjeta ha sido rechazada. Inténtalo de nuevo o paga este paquete con PayPal.",
	"retry": "Reintentar",
	"pay_with_paypal": "Pagar con PayPal"
};
var payment_result = {
	"title": "Pago",
	"waiting": "Esperando tu pago…",
	"waiting_text": "Esta página se actualiza sola en cuanto se confirme tu pago.",
	"completed": "Pago completado",
	"credits_added": "{count, plural, one {Se ha añadido # crédito} other {Se han añadido # créditos}} a tu cuenta.",
	"balance": "Tu saldo es ahora de {count, plural, one {# crédito} other {# créditos}}.",
	"premium_title": "¡Bienvenido a Premium!",
	"premium_text": "Ahora ves todas las fotos, puedes subir hasta {photos} fotos y chatear con todo el mundo.",
	"start": "Empezar a chatear",
	"receipt": "Ver recibo",
	"failed": "El pago ha fallado o se ha cancelado.",
	"failed_text": "No se ha cobrado nada. Inténtalo de nuevo o elige otro método de pago.",
	"try_again": "Intentar de nuevo",
	"other_method": "Elegir otro método"
};
var orders = {
	"title": "Tus pedidos",
	"buy": "Comprar créditos",
	"empty": "Todavía no hay pedidos",
	"empty_text": "Tus compras y sus recibos aparecerán aquí.",
	"status": {
		"pending": "Pendiente",
		"paid": "Pagado",
		"failed": "Fallido",
		"canceled": "Cancelado",
		"expired": "Caducado"
	}
};
var credit_history = {
	"title": "Historial de créditos",
	"empty": "Todavía no hay cambios en tus créditos.",
	"balance": "Saldo {balance}",
	"more": "Ver más",
	"kinds": {
		"signup": "Créditos de bienvenida",
		"purchase": "Créditos comprados",
		"message": "Mensaje enviado",
		"photo": "Foto enviada",
		"gift": "Regalo enviado",
		"correction": "Corrección del servicio de atención al cliente",
		"refund": "Reembolso",
		"chargeback": "Pago revertido",
		"other": "Otro cambio"
	}
};
var receipt = {
	"title": "Recibo",
	"number": "Pedido n.º {id}",
	"not_found": "No se ha encontrado este pedido",
	"all_orders": "Todos los pedidos",
	"print": "Imprimir",
	"kvk": "Registro mercantil (KvK): {kvk}",
	"vat": "N.º de IVA: {vat}",
	"date": "Fecha",
	"status": "Estado",
	"method": "Método de pago",
	"bundle": "Paquete",
	"price": "Precio",
	"discount": "Descuento {code} ({percent} %)",
	"total": "Total pagado ({currency})",
	"vat_included": "Todos los precios incluyen IVA.",
	"billed_to": "Cliente"
};
var premium = {
	"title": "Hazte Premium",
	"title_member": "Eres Premium",
	"lead": "Ve más, chatea más, haz más matches.",
	"match_chance": "más probabilidades de un match",
	"any_bundle": "Comprar cualquier paquete te hace premium",
	"benefits_title": "Lo que te da Premium",
	"benefits": {
		"photos": {
			"title": "Ver todas las fotos",
			"text": "Cada foto de cada miembro, incluidas las privadas."
		},
		"uploads": {
			"title": "Hasta {premium} fotos",
			"text": "Muéstrate desde todos los ángulos. Los miembros gratuitos pueden subir {free}."
		},
		"conversations": {
			"title": "Conversaciones ilimitadas",
			"text": "Chatea con todos los miembros que quieras. Los miembros gratuitos chatean con {free}."
		},
		"forever": {
			"title": "Premium para siempre",
			"text": "Sigues siendo premium aunque se te acaben los créditos."
		}
	},
	"bundles_title": "Elige tu paquete",
	"bundles_title_member": "Recarga tus créditos",
	"already": "Ya eres miembro premium.",
	"already_text": "Te quedan {count, plural, one {# crédito} other {# créditos}}. Recarga cuando quieras.",
	"buy_credits": "Comprar créditos"
};
var pricing = {
	"title": "Precios",
	"lead": "Registrarse es gratis. Solo pagas por créditos, en paquetes y una sola vez: sin suscripción.",
	"signup": "Regístrate gratis",
	"notes": "Los precios incluyen IVA y se muestran en la moneda de tu país. Comprar cualquier paquete te convierte en miembro premium."
};
var connection = {
	"offline": "Estás sin conexión",
	"online": "Conectado de nuevo"
};
var alerts = {
	"notifications_disabled": {
		"title": "No podemos enviarte correos",
		"action": "Qué hacer"
	},
	"profile_photo": {
		"title": "Añade una foto de perfil",
		"text": "Los miembros con foto reciben muchos más mensajes y likes.",
		"action": "Añadir una foto"
	},
	"push": {
		"title": "No te pierdas ningún mensaje",
		"text": "Activa las notificaciones y te avisaremos en cuanto alguien te escriba o te dé un like.",
		"action": "Activar notificaciones",
		"failed": "No se pudieron activar las notificaciones. Inténtalo de nuevo."
	}
};
var notifications = {
	"title": "Notificaciones",
	"settings_intro": "Elige qué correos y notificaciones push recibes.",
	"manage": "Gestionar notificaciones",
	"fix": {
		"bounce": "Comprueba que tu dirección de correo es correcta. Si ha cambiado, introduce la nueva en la configuración.",
		"spam_complaint": "Si fue un error, cambia tu dirección de correo en la configuración: una dirección nueva y confirmada vuelve a recibir nuestros correos.",
		"unsubscribed": "Activa abajo los correos que quieras y volveremos a enviarlos."
	},
	"fix_link": {
		"bounce": "Comprobar mi dirección de correo",
		"spam_complaint": "Cambiar mi dirección de correo"
	},
	"push": {
		"title": "Notificaciones push",
		"on": "Las notificaciones push están activadas en este navegador.",
		"off": "Recibe una notificación en este navegador en cuanto alguien te escriba o te dé un like.",
		"disable": "Desactivar notificaciones",
		"denied": "Las notificaciones están bloqueadas para este sitio. Abre la configuración del sitio en tu navegador (el icono junto a la dirección), permite las notificaciones y vuelve a cargar esta página.",
		"unsupported": "Este navegador no puede mostrar notificaciones push de este sitio."
	},
	"unsubscribe": {
		"title": "Darse de baja",
		"question": "¿Dar de baja a {email} de los correos de {type}?",
		"confirm": "Darme de baja",
		"done": "Ya no recibirás correos de {type}.",
		"settings": "Configuración de notificaciones",
		"invalid": "Este enlace ha caducado o no es válido.",
		"types": {
			"message": "nuevos mensajes",
			"like": "nuevos likes",
			"match": "nuevos matches",
			"visit": "visitas al perfil",
			"newsletter": "novedades y ofertas"
		}
	}
};
var geolocation = {
	"use_current": "Usar mi ubicación actual",
	"filled": "Rellenado con tu ubicación actual. Revísalo y guarda.",
	"not_found": "No hemos podido saber dónde es. Elige tu ubicación tú mismo.",
	"denied": "No has permitido que este sitio vea tu ubicación. Permítelo en la configuración del sitio de tu navegador o elige tu ubicación tú mismo.",
	"unavailable": "Tu ubicación no está disponible ahora. Elígela tú mismo.",
	"outside": "Parece que estás en {country}, donde este sitio no está disponible. Elige tu ubicación tú mismo."
};
var static_pages = {
	"updated": "Última actualización: {date}",
	"print": "Imprimir",
	"contents": "En esta página"
};
var ban_notice = {
	"title": "Tu acceso está bloqueado",
	"banned": "Hay un bloqueo sobre tu cuenta, tu dirección de correo electrónico, este dispositivo o tu conexión a internet. Abajo puedes leer por qué bloqueamos y cómo recurrir.",
	"suspended_until": "Tu acceso está suspendido hasta el {date}. Abajo puedes leer por qué suspendemos y cómo recurrir."
};
var lang_config = {
	"intro": "Elige el idioma del sitio. Tu elección se guarda en este dispositivo y, si has iniciado sesión, en tu cuenta.",
	"current": "Idioma actual"
};
var moderation = { "reasons": {
	"not_a_person": "No muestra a una persona",
	"public_nudity": "Desnudez en una foto pública",
	"minor": "Muestra a un menor",
	"celebrity": "Muestra a una persona famosa",
	"contact_details": "Texto o datos de contacto",
	"violence": "Violencia",
	"other": "Otro incumplimiento de nuestras normas"
} };
var es_default = {
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
export { account_deleted, activation, alerts, ban_notice, chats, checkout, common, complaints, connection, credit_history, credits, es_default as default, direct_debit, errors, fields, geolocation, home, icebreakers, interests, lang_config, like_modal, likes, login, mail_change, match_finder, members, moderation, nav, notifications, orders, own_profile, pagination, payment_methods, payment_result, premium, premium_cta, pricing, profile, receipt, region_labels, repeat_order, reset, routes, search, settings, signup, signup_cta, static_pages, swipe, time_bonus, validation };
