import { start } from './app/start';
import './styles.css'; // after the components' own CSS: its layout rules adjust theirs

// The page's entry (index.html): see app/start.tsx.
void start();
