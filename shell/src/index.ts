// The async boundary lets the federation runtime negotiate shared singletons before React loads.
import('./app/bootstrap');
