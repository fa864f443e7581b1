// Deterministic, realistic German customer data for the list benchmark: common first names and
// surnames with their typical spread, real cities with their postcodes and area codes (bigger
// cities get more customers), street names, mobile numbers and e-mail addresses.

const FIRST_NAMES = (
  'Anna Maria Ursula Monika Petra Elisabeth Sabine Renate Helga Karin Brigitte Ingrid Erika Andrea Gisela Claudia ' +
  'Susanne Gabriele Christa Christine Hildegard Stefanie Nicole Julia Katharina Sandra Birgit Barbara Martina Heike ' +
  'Angelika Marion Jutta Melanie Laura Lisa Lena Lea Sophie Sophia Emma Mia Hannah Emilia Leonie Lara Johanna Clara ' +
  'Charlotte Marie Luisa Jana Sarah Kerstin Tanja Silke Anja Christina Daniela Simone Yvonne Doris Manuela Jessica ' +
  'Nadine Franziska Carina Svenja Theresa Paula Greta Frieda Ida Ella Anke Bettina Corinna Dagmar Elke Heidi Ilse ' +
  'Peter Michael Thomas Andreas Wolfgang Klaus Jürgen Günter Stefan Christian Uwe Werner Horst Frank Dieter Manfred ' +
  'Gerhard Hans Bernd Torsten Matthias Markus Martin Jörg Ralf Sven Alexander Daniel Tobias Florian Sebastian Jan ' +
  'Tim Lukas Leon Finn Jonas Paul Elias Felix Noah Luis Maximilian Ben Henry Emil Anton Jakob Moritz Niklas David ' +
  'Philipp Simon Fabian Dennis Marcel Patrick Kevin Dominik Benjamin Julian Johannes Karl Heinz Helmut Walter Kurt ' +
  'Rainer Volker Dirk Holger Olaf Jens Lars Kai Björn Carsten Nils Ole Till Hannes Mathis Malte Bastian Oliver Robert ' +
  'Georg Ludwig Friedrich Wilhelm Otto Erich Herbert Rudolf Jochen Detlef Norbert Reinhard Ulrich Hartmut Armin Axel'
).split(' ');

// Most frequent German surnames first; the spread below gives the first about 1 % of all customers.
const SURNAMES = (
  'Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter Klein Wolf ' +
  'Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt Werner Schmitz Krause Meier ' +
  'Lehmann Schmid Schulze Maier Köhler Herrmann König Walter Mayer Huber Kaiser Fuchs Peters Lang Scholz Möller Weiß ' +
  'Jung Hahn Schubert Vogel Friedrich Keller Günther Frank Berger Winkler Roth Beck Lorenz Baumann Franke Albrecht ' +
  'Schuster Simon Ludwig Böhm Winter Kraus Martin Schumacher Krämer Vogt Stein Jäger Otto Sommer Groß Seidel Heinrich ' +
  'Brandt Haas Schreiber Graf Schulte Dietrich Ziegler Kuhn Kühn Pohl Engel Horn Busch Bergmann Thomas Voigt Sauer ' +
  'Arnold Wolff Pfeiffer Ernst Lindner Hübner Kraft Fiedler Beyer Jansen Wittmann Mertens Dietz Krebs Bock Hansen ' +
  'Böttcher Hesse Seifert Brinkmann Gross Ebert Koller Weis Thiel Paul Busse Schreiner Schütz Nowak Rieger Heinz ' +
  'Fuhrmann Kremer Blum Wenzel Husmann Pietsch Schilling Stahl Förster Kühl Haase Ahrens Adam Witt Lenz Marx Kessler ' +
  'Reuter Bauer Ott Kirchner Nagel Herzog Wendt Bender Popp Hermann Wiese Gerlach Unger Böhme Roth Rausch Heß Dörr ' +
  'Jakob Michel Kirsch Petersen Schade Hauser Mohr Ritter Reinhardt Janssen Voß Hartung Vetter Schlüter Kolb Bach ' +
  'Menzel Lindemann Geiger Rupp Hennig Engelhardt Scheffler Steffen Schenk Wetzel Urban Strauß Eckert Maurer Münch ' +
  'Burkhardt Kretschmer Dittrich Freitag Pfeifer Sander Ulrich Fritz Langer Thiele Gärtner Weiss Baier Noack Mann ' +
  'Schuhmacher Haupt Baumgartner Ruf Löffler Wolter Philipp Hagen Brück Kunz Link Hoppe Stark Körner Gebhardt ' +
  'Sommerfeld Zeller Rössler Buchholz Kolbe Kaufmann Riedel Schott Kern Lutz Oswald Dreher Knoll Heller Kopp Gruber ' +
  'Moser Pohlmann Rau Fink Wagenknecht Albers Heinemann Kiefer Reichert Schramm Hempel Stolz Brenner Rothe Kunze ' +
  'Steiner Bischoff Schwab Wegner Hirsch Böttger Straub Bader Marquardt Henning Funk Ullrich Kaya Yilmaz Öztürk ' +
  'Schilke Bühler Hammer Wiegand Seitz Pape Dressler Feldmann Timm Rother Fleischer Wilke Behrens Eichhorn Grimm ' +
  'Henke Kluge Lück Stoll Kempf Göbel Brückner Ebner Reiter Thomsen Carstensen Iversen Petersohn Nielsen Rademacher ' +
  'Ostermann Brockmann Wulf Lohmann Tiedemann Hinrichs Harms Gerdes Oltmanns Janßen Eilers Behrendt Dahl Claußen'
)
  .split(' ')
  .filter((name, index, names) => names.indexOf(name) === index);

// [city, postcode prefix, area code, population in thousands]
const CITIES = [
  ['Berlin', '10', '030', 3755], ['Hamburg', '20', '040', 1892], ['München', '80', '089', 1512], ['Köln', '50', '0221', 1084],
  ['Frankfurt am Main', '60', '069', 773], ['Stuttgart', '70', '0711', 633], ['Düsseldorf', '40', '0211', 629],
  ['Leipzig', '04', '0341', 616], ['Dortmund', '44', '0231', 595], ['Essen', '45', '0201', 584], ['Bremen', '28', '0421', 577],
  ['Dresden', '01', '0351', 563], ['Hannover', '30', '0511', 545], ['Nürnberg', '90', '0911', 526], ['Duisburg', '47', '0203', 503],
  ['Bochum', '44', '0234', 365], ['Wuppertal', '42', '0202', 358], ['Bielefeld', '33', '0521', 338], ['Bonn', '53', '0228', 336],
  ['Münster', '48', '0251', 320], ['Mannheim', '68', '0621', 315], ['Karlsruhe', '76', '0721', 308], ['Augsburg', '86', '0821', 301],
  ['Wiesbaden', '65', '0611', 283], ['Mönchengladbach', '41', '02161', 268], ['Gelsenkirchen', '45', '0209', 263],
  ['Aachen', '52', '0241', 252], ['Braunschweig', '38', '0531', 251], ['Kiel', '24', '0431', 247], ['Chemnitz', '09', '0371', 246],
  ['Halle (Saale)', '06', '0345', 242], ['Magdeburg', '39', '0391', 239], ['Freiburg im Breisgau', '79', '0761', 237],
  ['Krefeld', '47', '02151', 228], ['Mainz', '55', '06131', 220], ['Lübeck', '23', '0451', 218], ['Erfurt', '99', '0361', 215],
  ['Oberhausen', '46', '0208', 210], ['Rostock', '18', '0381', 210], ['Kassel', '34', '0561', 202], ['Hagen', '58', '02331', 190],
  ['Potsdam', '14', '0331', 186], ['Saarbrücken', '66', '0681', 181], ['Hamm', '59', '02381', 180], ['Ludwigshafen', '67', '0621', 174],
  ['Oldenburg', '26', '0441', 172], ['Mülheim an der Ruhr', '45', '0208', 171], ['Osnabrück', '49', '0541', 167],
  ['Leverkusen', '51', '0214', 166], ['Darmstadt', '64', '06151', 162], ['Heidelberg', '69', '06221', 160],
  ['Solingen', '42', '0212', 159], ['Regensburg', '93', '0941', 157], ['Herne', '44', '02323', 157], ['Paderborn', '33', '05251', 153],
  ['Neuss', '41', '02131', 152], ['Ingolstadt', '85', '0841', 142], ['Offenbach am Main', '63', '069', 133], ['Fürth', '90', '0911', 131],
  ['Würzburg', '97', '0931', 128], ['Ulm', '89', '0731', 128], ['Heilbronn', '74', '07131', 128], ['Pforzheim', '75', '07231', 127],
  ['Wolfsburg', '38', '05361', 125], ['Göttingen', '37', '0551', 118], ['Bottrop', '46', '02041', 117], ['Reutlingen', '72', '07121', 117],
  ['Koblenz', '56', '0261', 115], ['Erlangen', '91', '09131', 114], ['Bremerhaven', '27', '0471', 114], ['Recklinghausen', '45', '02361', 111],
  ['Bergisch Gladbach', '51', '02202', 111], ['Jena', '07', '03641', 110], ['Remscheid', '42', '02191', 111], ['Trier', '54', '0651', 111],
  ['Salzgitter', '38', '05341', 104], ['Moers', '47', '02841', 104], ['Siegen', '57', '0271', 101], ['Hildesheim', '31', '05121', 100],
  ['Cottbus', '03', '0355', 99], ['Gütersloh', '33', '05241', 101], ['Kaiserslautern', '67', '0631', 100], ['Witten', '58', '02302', 96],
  ['Schwerin', '19', '0385', 98], ['Esslingen am Neckar', '73', '0711', 94], ['Ludwigsburg', '71', '07141', 94], ['Zwickau', '08', '0375', 87],
  ['Flensburg', '24', '0461', 92], ['Tübingen', '72', '07071', 91], ['Villingen-Schwenningen', '78', '07721', 86],
  ['Konstanz', '78', '07531', 85], ['Marburg', '35', '06421', 77], ['Bamberg', '96', '0951', 79], ['Bayreuth', '95', '0921', 74],
  ['Landshut', '84', '0871', 74], ['Rosenheim', '83', '08031', 64], ['Kempten', '87', '0831', 70], ['Passau', '94', '0851', 53],
  ['Aschaffenburg', '63', '06021', 72], ['Fulda', '36', '0661', 69], ['Gießen', '35', '0641', 92], ['Lüneburg', '21', '04131', 77],
  ['Celle', '29', '05141', 70], ['Stralsund', '18', '03831', 59], ['Greifswald', '17', '03834', 59], ['Weimar', '99', '03643', 65],
  ['Görlitz', '02', '03581', 56], ['Plauen', '08', '03741', 64], ['Dessau-Roßlau', '06', '0340', 75], ['Wismar', '23', '03841', 43],
  ['Sindelfingen', '71', '07031', 65], ['Böblingen', '71', '07031', 51], ['Waiblingen', '71', '07151', 56], ['Schorndorf', '73', '07181', 40],
  ['Backnang', '71', '07191', 38], ['Leonberg', '71', '07152', 49], ['Fellbach', '70', '0711', 46], ['Kornwestheim', '70', '07154', 34],
  ['Filderstadt', '70', '0711', 46], ['Nürtingen', '72', '07022', 41], ['Göppingen', '73', '07161', 59], ['Aalen', '73', '07361', 68],
  ['Schwäbisch Gmünd', '73', '07171', 62], ['Schwäbisch Hall', '74', '0791', 41], ['Offenburg', '77', '0781', 61],
  ['Baden-Baden', '76', '07221', 55], ['Rastatt', '76', '07222', 50], ['Lörrach', '79', '07621', 49], ['Ravensburg', '88', '0751', 51],
  ['Friedrichshafen', '88', '07541', 61], ['Biberach an der Riß', '88', '07351', 34], ['Heidenheim an der Brenz', '89', '07321', 50],
  ['Freising', '85', '08161', 49], ['Dachau', '85', '08131', 48], ['Erding', '85', '08122', 37], ['Starnberg', '82', '08151', 23],
  ['Garmisch-Partenkirchen', '82', '08821', 27], ['Traunstein', '83', '0861', 21], ['Straubing', '94', '09421', 48],
  ['Neumarkt in der Oberpfalz', '92', '09181', 41], ['Amberg', '92', '09621', 42], ['Weiden in der Oberpfalz', '92', '0961', 43],
  ['Schweinfurt', '97', '09721', 54], ['Coburg', '96', '09561', 41], ['Hof', '95', '09281', 46], ['Ansbach', '91', '0981', 42],
  ['Speyer', '67', '06232', 51], ['Worms', '67', '06241', 84], ['Landau in der Pfalz', '76', '06341', 47], ['Neustadt an der Weinstraße', '67', '06321', 53],
  ['Bad Kreuznach', '55', '0671', 51], ['Idar-Oberstein', '55', '06781', 28], ['Neuwied', '56', '02631', 65], ['Wetzlar', '35', '06441', 53],
  ['Hanau', '63', '06181', 98], ['Rüsselsheim am Main', '65', '06142', 66], ['Bad Homburg vor der Höhe', '61', '06172', 54],
  ['Limburg an der Lahn', '65', '06431', 36], ['Detmold', '32', '05231', 74], ['Minden', '32', '0571', 82], ['Herford', '32', '05221', 67],
  ['Lünen', '44', '02306', 87], ['Iserlohn', '58', '02371', 92], ['Arnsberg', '59', '02931', 73], ['Lippstadt', '59', '02941', 68],
  ['Soest', '59', '02921', 48], ['Unna', '59', '02303', 59], ['Dorsten', '46', '02362', 75], ['Marl', '45', '02365', 84],
  ['Wesel', '46', '0281', 60], ['Kleve', '47', '02821', 52], ['Viersen', '41', '02162', 77], ['Düren', '52', '02421', 92],
  ['Euskirchen', '53', '02251', 59], ['Troisdorf', '53', '02241', 75], ['Siegburg', '53', '02241', 42], ['Sankt Augustin', '53', '02241', 55],
  ['Emden', '26', '04921', 50], ['Wilhelmshaven', '26', '04421', 76], ['Cuxhaven', '27', '04721', 48], ['Stade', '21', '04141', 48],
  ['Buxtehude', '21', '04161', 40], ['Norderstedt', '22', '040', 80], ['Elmshorn', '25', '04121', 50], ['Pinneberg', '25', '04101', 44],
  ['Neumünster', '24', '04321', 80], ['Husum', '25', '04841', 23], ['Wolfenbüttel', '38', '05331', 52], ['Goslar', '38', '05321', 50],
  ['Peine', '31', '05171', 50], ['Hameln', '31', '05151', 57], ['Nienburg', '31', '05021', 32], ['Verden', '27', '04231', 28],
  ['Frankfurt (Oder)', '15', '0335', 57], ['Eberswalde', '16', '03334', 40], ['Brandenburg an der Havel', '14', '03381', 73],
  ['Oranienburg', '16', '03301', 48], ['Neubrandenburg', '17', '0395', 63], ['Güstrow', '18', '03843', 29], ['Bautzen', '02', '03591', 38],
  ['Freiberg', '09', '03731', 40], ['Meißen', '01', '03521', 28], ['Pirna', '01', '03501', 39], ['Gera', '07', '0365', 93],
  ['Gotha', '99', '03621', 45], ['Eisenach', '99', '03691', 42], ['Suhl', '98', '03681', 36], ['Nordhausen', '99', '03631', 41],
  ['Halberstadt', '38', '03941', 40], ['Stendal', '39', '03931', 39], ['Wittenberg', '06', '03491', 45], ['Merseburg', '06', '03461', 34],
];

const STREET_NAMES = (
  'Haupt Schul Garten Bahnhof Dorf Berg Kirch Wald Ring Linden Birken Eichen Buchen Ahorn Kastanien Tannen Rosen Tulpen ' +
  'Nelken Flieder Wiesen Feld Mühlen Brunnen Schloss Burg Markt Rathaus Post Friedhof Sonnen Mond Stern Kirchen Schiller ' +
  'Goethe Lessing Heine Mozart Beethoven Bach Schubert Händel Wagner Brahms Luther Bismarck Kant Humboldt Gutenberg ' +
  'Röntgen Einstein Diesel Daimler Benz Bosch Siemens Kepler Leibniz Fontane Uhland Hölderlin Mörike Eichendorff Herder ' +
  'Friedrich Wilhelm Luisen Karl Ludwig Maximilian Augusta Viktoria Sophien Marien Elisen Charlotten Hindenburg Ebert ' +
  'Adenauer Brandt Kennedy Europa Industrie Gewerbe Handwerker Fabrik Hafen Kanal Fluss Bach Teich See Weiher Anger Au Heide Moor Holz Forst Jäger Förster ' +
  'Schützen Turner Sänger Hirten Bauern Müller Schmiede Bäcker Weber Gerber Zimmer Fischer Schiffer Hopfen Wein Obst ' +
  'Apfel Kirsch Pflaumen Nuss Kornblumen Mohn Raps Hafer Weizen Gersten Roggen Hecken Zaun Tor Brücken Stein Kiesel Sand ' +
  'Lehm Ton Kalk Salz Eisen Kupfer Silber Gold Glocken Turm Kloster Abtei Stifts Dom Pfarr Kapellen Kreuz Engel Adler ' +
  'Falken Raben Schwalben Finken Meisen Lerchen Tauben Hasen Fuchs Dachs Hirsch Reh Biber Otter Sonnenblumen Veilchen'
).split(' ');
const STREET_ENDINGS = ['straße', 'straße', 'straße', 'weg', 'weg', 'allee', 'gasse', 'ring', 'platz', 'steig'];
// Streets named after a town are written apart: 'Frankfurter Straße'.
const TOWN_STREETS = (
  'Frankfurter Stuttgarter Münchner Berliner Hamburger Kölner Leipziger Dresdner Bremer Nürnberger Ulmer Heilbronner ' +
  'Karlsruher Mannheimer Heidelberger Augsburger Würzburger Bamberger Kasseler Hannoversche Esslinger Tübinger'
)
  .split(' ')
  .flatMap((town) => [`${town} Straße`, `${town} Weg`, `${town} Allee`]);
const MAIL_DOMAINS = ['gmx.de', 'web.de', 't-online.de', 'gmail.com', 'outlook.de', 'posteo.de', 'freenet.de', 'icloud.com', 'yahoo.de', 'mail.de'];
const MOBILE_PREFIXES = ['0151', '0152', '0157', '0160', '0162', '0163', '0170', '0171', '0172', '0173', '0174', '0175', '0176', '0177', '0178', '0179'];

/** Mulberry32: a small seeded generator, so every run builds the same customers. */
function randomGenerator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from `items` with the given weights, by binary search over the running totals. */
function weightedPicker(items, weights, random) {
  const running = [];
  let sum = 0;
  for (const weight of weights) running.push((sum += weight));
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = running.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (running[middle] < target) low = middle + 1;
      else high = middle;
    }
    return items[low];
  };
}

const asciiMail = (text) =>
  text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replace(/[^a-z]+/g, '');

/** `count` customers as rows for the `customers` table (without tenant and id). */
export function germanCustomers(count, seed = 4711) {
  const random = randomGenerator(seed);
  const integer = (below) => Math.floor(random() * below);
  // Surnames fall off with their rank like the real distribution: the most frequent about 1 %.
  const surname = weightedPicker(SURNAMES, SURNAMES.map((_, rank) => 1 / (rank + 25) ** 0.8), random);
  const firstName = weightedPicker(FIRST_NAMES, FIRST_NAMES.map((_, rank) => 1 / (rank + 40) ** 0.5), random);
  const city = weightedPicker(CITIES, CITIES.map(([, , , population]) => Math.sqrt(population)), random);
  const streets = [
    ...STREET_NAMES.flatMap((name, index) => [0, 3, 7].map((offset) => `${name}${STREET_ENDINGS[(index + offset) % STREET_ENDINGS.length]}`)),
    ...TOWN_STREETS,
  ];
  const customers = [];
  for (let i = 0; i < count; i += 1) {
    const first = firstName();
    const last = surname();
    const [cityName, postcodePrefix, areaCode] = city();
    const hasPhone = random() < 0.7;
    const hasMobile = random() < 0.6;
    const hasEmail = random() < 0.75;
    customers.push({
      first_name: first,
      last_name: last,
      street: streets[integer(streets.length)],
      house_number: `${1 + integer(random() < 0.8 ? 60 : 240)}${random() < 0.08 ? 'abc'[integer(3)] : ''}`,
      zip_code: `${postcodePrefix}${String(integer(1000)).padStart(3, '0')}`,
      city: cityName,
      phone: hasPhone ? `${areaCode} ${100000 + integer(8_900_000)}` : '',
      cellphone: hasMobile ? `${MOBILE_PREFIXES[integer(MOBILE_PREFIXES.length)]} ${1_000_000 + integer(8_999_999)}` : '',
      email: hasEmail ? `${asciiMail(first)}.${asciiMail(last)}${random() < 0.4 ? integer(100) : ''}@${MAIL_DOMAINS[integer(MAIL_DOMAINS.length)]}` : '',
    });
  }
  return customers;
}
