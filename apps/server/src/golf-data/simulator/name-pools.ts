/**
 * Regional name pools for the simulated roster, so a golfer's name fits their country.
 * Surnames avoid well-known real players; each pool has at least as many surnames as the
 * golfers it supplies, so no surname repeats within a pool.
 */
export interface NamePool {
  /** Share of the roster drawn from this pool. */
  share: number;
  /** Country codes, repeated to weight them. */
  countries: string[];
  firstNames: string[];
  lastNames: string[];
}

// A data table reads better packed than one name per line.
// prettier-ignore
export const NAME_POOLS: NamePool[] = [
  {
    share: 0.58,
    countries: ['USA', 'USA', 'USA', 'USA', 'USA', 'USA', 'USA', 'USA', 'CAN'],
    firstNames: [
      'Austin', 'Blake', 'Brandon', 'Brooks', 'Carson', 'Chase', 'Cody', 'Colton', 'Connor', 'Davis', 'Drew', 'Dylan',
      'Eli', 'Garrett', 'Grant', 'Hayden', 'Hunter', 'Jace', 'Jared', 'Jesse', 'Kyle', 'Landon', 'Logan', 'Luke',
      'Mason', 'Nate', 'Parker', 'Reed', 'Ryan', 'Tanner', 'Trent', 'Tucker', 'Tyler', 'Walker', 'Wesley', 'Wyatt',
      'Beau', 'Bryce', 'Caleb', 'Chandler', 'Clay', 'Cole', 'Gavin', 'Jordan', 'Max', 'Owen', 'Preston', 'Zach',
    ],
    lastNames: [
      'Ashford', 'Barlow', 'Beckett', 'Bramwell', 'Caldwell', 'Calloway', 'Carver', 'Colbert', 'Crandall', 'Dalton',
      'Delaney', 'Ellison', 'Fairchild', 'Forsythe', 'Garrison', 'Granger', 'Hadley', 'Halloway', 'Harlan', 'Hollis',
      'Holt', 'Kendrick', 'Langford', 'Lockhart', 'Maddox', 'Merritt', 'Monroe', 'Pruitt', 'Radford', 'Ramsey',
      'Rowland', 'Sawyer', 'Sheldon', 'Stanton', 'Sutter', 'Talbot', 'Tillman', 'Whitaker', 'Winslow', 'Yates',
      'Abernathy', 'Alcott', 'Bancroft', 'Baxley', 'Boone', 'Brantley', 'Breckin', 'Buckner', 'Cartwright', 'Chessman',
      'Copeland', 'Corwin', 'Danforth', 'Dempsey', 'Draper', 'Eastwick', 'Elwood', 'Fenton', 'Fulbright', 'Gaines',
      'Goodwin', 'Hackett', 'Hammond', 'Hartwell', 'Hendrix', 'Hightower', 'Holloway', 'Huxley', 'Keene', 'Kessler',
      'Kimball', 'Lawson', 'Linwood', 'Mabry', 'McCallister', 'Mercer', 'Norwood', 'Oakley', 'Pendleton', 'Prescott',
      'Quinlan', 'Rainey', 'Redding', 'Rutledge', 'Satterfield', 'Shelby', 'Sinclair', 'Stroud', 'Thackery',
      'Tolliver', 'Underwood', 'Vance', 'Wakefield', 'Waverly', 'Westbrook', 'Whitmore', 'Wilder', 'Winfield',
      'Wooten', 'Yarbrough',
    ],
  },
  {
    share: 0.12,
    countries: ['ENG', 'ENG', 'ENG', 'SCO', 'IRL', 'NIR', 'WAL'],
    firstNames: [
      'Alfie', 'Callum', 'Ciaran', 'Declan', 'Euan', 'Fraser', 'Harry', 'Jamie', 'Oisin', 'Rhys', 'Ollie', 'Niall',
    ],
    lastNames: [
      'Ainsworth', 'Blackwood', 'Cairns', 'Dunmore', 'Fenwick', 'Gallagher', 'Kinsella', 'Moffat', 'Pennington',
      'Whitlock', 'Aldridge', 'Brannigan', 'Crowther', 'Dunleavy', 'Etherington', 'Fairweather', 'Galbraith',
      'Hepburn', 'Kilbride', 'Lethbridge', 'McKinnon', 'Ogilvie', 'Prendergast', 'Rotherham', 'Sheridan',
    ],
  },
  {
    share: 0.05,
    countries: ['SWE', 'SWE', 'NOR', 'DEN', 'FIN'],
    firstNames: ['Anders', 'Emil', 'Henrik', 'Jonas', 'Magnus', 'Nils', 'Oskar', 'Sven', 'Viktor'],
    lastNames: [
      'Berglund', 'Dahlqvist', 'Ekstrom', 'Falkenberg', 'Holmgren', 'Lindqvist', 'Nyberg', 'Sandvik', 'Sundby',
      'Vikstrom',
    ],
  },
  {
    share: 0.05,
    countries: ['GER', 'ESP', 'ESP', 'ITA', 'FRA', 'BEL', 'AUT'],
    firstNames: ['Bastien', 'Felix', 'Lorenzo', 'Mathis', 'Pablo', 'Tobias', 'Alvaro', 'Luca', 'Jules'],
    lastNames: [
      'Albrecht', 'Castellano', 'Esposito', 'Moreau', 'Navarro', 'Vogel', 'Lefebvre', 'Iglesias', 'Brunner', 'Marchetti',
    ],
  },
  {
    share: 0.035,
    countries: ['KOR'],
    firstNames: ['Hyun-woo', 'Ji-hoon', 'Min-jun', 'Seung-ho', 'Tae-yang', 'Dong-hyun', 'Jae-won'],
    lastNames: ['Han', 'Jeong', 'Seo', 'Yoon', 'Kwon', 'Baek', 'Shin', 'Hwang'],
  },
  {
    share: 0.035,
    countries: ['JPN'],
    firstNames: ['Daiki', 'Haruto', 'Kenta', 'Sota', 'Takumi', 'Yuto', 'Riku'],
    lastNames: ['Fujita', 'Kobayashi', 'Nakamura', 'Okada', 'Tanaka', 'Mori', 'Sakamoto', 'Hayashi'],
  },
  {
    share: 0.07,
    countries: ['AUS', 'AUS', 'AUS', 'NZL'],
    firstNames: ['Angus', 'Cooper', 'Flynn', 'Harrison', 'Lachlan', 'Mitchell', 'Nash', 'Riley', 'Brodie', 'Hamish'],
    lastNames: [
      'Brennan', 'Coombes', 'Hargreaves', 'McAlister', 'Pemberton', 'Ridley', 'Whitford', 'Ashcroft', 'Dunstan',
      'Kearney', 'Lowrie', 'Tremayne', 'Wentworth',
    ],
  },
  {
    share: 0.03,
    countries: ['RSA', 'RSA', 'ZIM'],
    firstNames: ['Dewald', 'Hennie', 'Pieter', 'Jaco', 'Ruan', 'Wian'],
    lastNames: ['Bezuidenhout', 'du Toit', 'Steyn', 'van Wyk', 'Botha', 'Pretorius'],
  },
  {
    share: 0.03,
    countries: ['ARG', 'COL', 'MEX', 'CHI'],
    firstNames: ['Andres', 'Emiliano', 'Joaquin', 'Mateo', 'Santiago', 'Tomas'],
    lastNames: ['Cardenas', 'Echeverria', 'Fuentes', 'Olivares', 'Villanueva', 'Quintero'],
  },
];
