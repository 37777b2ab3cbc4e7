import './styles/global.css';
import { startSite } from './app/start-site';

void startSite();
