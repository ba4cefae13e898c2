// The same 11 languages as the site (SPEC §1); the browser's preference picks one.
const TEXTS = {
  da: ['Du er offline', 'Tjek din internetforbindelse. Siden genindlæses af sig selv, så snart du er online igen.', 'Prøv igen'],
  de: ['Du bist offline', 'Prüfe deine Internetverbindung. Die Seite lädt sich von selbst neu, sobald du wieder online bist.', 'Erneut versuchen'],
  en: ['You are offline', 'Check your internet connection. This page reloads by itself as soon as you are back online.', 'Try again'],
  es: ['Estás sin conexión', 'Comprueba tu conexión a internet. La página se recargará sola en cuanto vuelvas a estar en línea.', 'Reintentar'],
  fi: ['Olet offline-tilassa', 'Tarkista internetyhteytesi. Sivu latautuu itsestään uudelleen heti, kun yhteys palaa.', 'Yritä uudelleen'],
  fr: ['Vous êtes hors ligne', 'Vérifiez votre connexion internet. La page se rechargera d’elle-même dès que vous serez de nouveau en ligne.', 'Réessayer'],
  it: ['Sei offline', 'Controlla la connessione a internet. La pagina si ricaricherà da sola appena sarai di nuovo online.', 'Riprova'],
  nb: ['Du er frakoblet', 'Sjekk internettforbindelsen. Siden lastes inn på nytt av seg selv så snart du er på nett igjen.', 'Prøv igjen'],
  nl: ['Je bent offline', 'Controleer je internetverbinding. De pagina laadt vanzelf opnieuw zodra je weer online bent.', 'Opnieuw proberen'],
  pl: ['Jesteś offline', 'Sprawdź połączenie z internetem. Strona odświeży się sama, gdy tylko znów będziesz online.', 'Spróbuj ponownie'],
  sv: ['Du är offline', 'Kontrollera din internetanslutning. Sidan laddas om av sig själv så snart du är online igen.', 'Försök igen'],
};
// Norwegian comes as nb, no or nn; all read Bokmål well enough.
const ALIASES = { no: 'nb', nn: 'nb' };
// The language the visitor chose on the site (its 'locale' cookie) first, then the browser's.
const chosen = (document.cookie.match(/(?:^|;\s*)locale=([a-z]{2})/) || [])[1];
const wanted = [chosen || '', ...(navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || 'en'])]
  .map((tag) => tag.toLowerCase().split('-')[0])
  .map((code) => ALIASES[code] || code);
const lang = wanted.find((code) => TEXTS[code]) || 'en';
const [title, text, retry] = TEXTS[lang];
document.documentElement.lang = lang;
document.title = title;
document.getElementById('title').textContent = title;
document.getElementById('text').textContent = text;
const button = document.getElementById('retry');
button.textContent = retry;
const reload = () => location.reload();
button.addEventListener('click', reload);
window.addEventListener('online', reload);
