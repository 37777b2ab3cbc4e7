// The page and the harness load as a chunk of their own, after the share scope is set up.
import('./bootstrap');
