import { fetchShellBnStrings } from './i18n/shell-bn-strings';

// A BN reader's strings download beside the scripts (the language rule of boot-fragment.html);
// start-up takes the request over and reports a failure itself.
if (localStorage.getItem('lang') !== 'en') fetchShellBnStrings().catch(() => {});

// The async boundary lets the federation runtime negotiate shared singletons before React loads.
import('./app/bootstrap');
