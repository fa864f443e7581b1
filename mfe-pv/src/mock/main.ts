// The entry of the mock mode (`npm run dev -w mfe-pv -- --mock`); loads the app after the boundary below.
void import('./runAlone');
