import '../ui/global.css';
import { startSite } from './start-site';

void startSite();
