/** Runs a classic script from another origin (a remote's entry); rejects if it does not load. */
export function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`the script ${url} did not load`));
    };
    document.head.appendChild(script);
  });
}
