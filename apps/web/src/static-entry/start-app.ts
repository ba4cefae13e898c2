/**
 * Starts the app on this page as index.html would: its entry script, read from the app's own built
 * page. The app takes over the server's markup from the state the server wrote into the page.
 * Not an import: an HTML page's entry module that another page's script also imports on demand
 * loses its page's entry in the build (Vite 8 with Rolldown), so this page cannot name it.
 */
export async function startApp(): Promise<void> {
  const shell = new DOMParser().parseFromString(await (await fetch('/index.html')).text(), 'text/html');
  const entry = shell.querySelector('script[type="module"][src]')?.getAttribute('src');
  if (!entry) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.head.append(script);
}
