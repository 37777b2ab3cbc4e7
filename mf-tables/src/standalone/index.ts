// The harness and the page load as their own chunk, after this small entry script.
import('./bootstrap');
