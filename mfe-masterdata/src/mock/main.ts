// The entry of the mock mode (`npm run dev -w mfe-masterdata -- --mock`); loads the app after the boundary below.
void import('./runAlone');
