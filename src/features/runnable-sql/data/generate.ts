/**
 * Generator of the sample data of the running example: the source tables of
 * the supply-chain tutorial, in the schemas `supply_chain_demo` and `scdata`,
 * with the column names and value sets of the tutorial (departments, markets,
 * customer segments, shipping modes; material names in `material_1` to
 * `material_3` of `bill_of_material`). Everything else (product, plant,
 * warehouse, material and person names, amounts, dates) is made up.
 *
 * Deterministic: the same seed gives the same rows, byte for byte, on every
 * machine (a small seeded generator, integer arithmetic for money, UTC
 * dates). Plain TypeScript without Node modules.
 */

export const SAMPLE_SEED = 20;

export type Cell = string | number | null;

export interface Column {
  name: string;
  /** MySQL type of the column (also valid for SQLite). */
  type: string;
}

export interface Table {
  schema: string;
  name: string;
  columns: Column[];
  rows: Cell[][];
}

export interface Dataset {
  seed: number;
  tables: Table[];
}

/** Mulberry32: a small, well-mixed 32-bit generator. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- value sets
/* cspell:disable -- made-up names */

/** Departments of the tutorial, with made-up categories and product names. */
const CATALOG: {department: string; weight: number; categories: {name: string; items: [string, number][]}[]}[] = [
  {
    department: 'Fitness',
    weight: 3,
    categories: [
      {
        name: 'Soccer',
        items: [
          ['Match Soccer Ball', 39.99],
          ['Training Soccer Ball', 19.99],
          ['Pro Soccer Ball', 159.99],
          ['Shin Guards', 24.99],
        ],
      },
      {
        name: 'Fitness Accessories',
        items: [
          ['Jump Rope', 9.99],
          ['Resistance Bands', 14.99],
          ['Ab Wheel', 29.99],
          ['Training Mask', 59.99],
        ],
      },
      {
        name: 'Yoga',
        items: [
          ['Yoga Mat', 34.99],
          ['Yoga Block', 12.99],
          ['Balance Trainer', 189.99],
        ],
      },
    ],
  },
  {
    department: 'Footwear',
    weight: 4,
    categories: [
      {
        name: 'Cleats',
        items: [
          ['Trail Cleats', 79.99],
          ['Turf Cleats', 64.99],
          ['Field Cleats', 119.99],
        ],
      },
      {
        name: 'Running Shoes',
        items: [
          ['Road Runner Shoe', 99.99],
          ['Tempo Running Shoe', 129.99],
          ['Light Racer Shoe', 149.99],
        ],
      },
      {
        name: 'Hiking Boots',
        items: [
          ['Ridge Hiking Boot', 139.99],
          ['Canyon Hiking Boot', 169.99],
        ],
      },
    ],
  },
  {
    department: 'Outdoors',
    weight: 3,
    categories: [
      {
        name: 'Camping & Hiking',
        items: [
          ['Two-Person Tent', 199.99],
          ['Sleeping Bag', 89.99],
          ['Camp Stove', 49.99],
          ['Trekking Poles', 39.99],
        ],
      },
      {
        name: 'Water Sports',
        items: [
          ['Touring Kayak', 399.99],
          ['Kayak Paddle', 59.99],
          ['Life Vest', 44.99],
        ],
      },
      {
        name: 'Fishing',
        items: [
          ['Spinning Rod', 69.99],
          ['Tackle Box', 24.99],
          ['Fishing Reel', 54.99],
        ],
      },
    ],
  },
  {
    department: 'Golf',
    weight: 2,
    categories: [
      {
        name: 'Golf Balls',
        items: [
          ['Distance Golf Balls', 29.99],
          ['Tour Golf Balls', 47.99],
        ],
      },
      {
        name: 'Golf Clubs',
        items: [
          ['Driver', 299.99],
          ['Iron Set', 549.99],
          ['Putter', 129.99],
        ],
      },
      {
        name: 'Golf Bags & Carts',
        items: [
          ['Stand Golf Bag', 179.99],
          ['Push Cart', 149.99],
        ],
      },
    ],
  },
  {
    department: 'Apparel',
    weight: 4,
    categories: [
      {
        name: "Men's Apparel",
        items: [
          ['Training Shorts', 29.99],
          ['Rain Jacket', 89.99],
          ['Polo Shirt', 39.99],
        ],
      },
      {
        name: "Women's Apparel",
        items: [
          ['Running Tights', 49.99],
          ['Fleece Jacket', 69.99],
          ['Sports Tank', 24.99],
        ],
      },
      {
        name: 'Accessories',
        items: [
          ['Sports Cap', 19.99],
          ['Crew Socks', 12.99],
        ],
      },
    ],
  },
  {
    department: 'Fan Shop',
    weight: 2,
    categories: [
      {
        name: 'Team Jerseys',
        items: [
          ['Home Jersey', 79.99],
          ['Away Jersey', 79.99],
        ],
      },
      {
        name: 'Fan Gear',
        items: [
          ['Team Scarf', 24.99],
          ['Team Flag', 14.99],
          ['Stadium Cushion', 19.99],
        ],
      },
    ],
  },
];

/** Material names, and which materials (by name) each category's products are made of. */
const MATERIALS = [
  'Aluminum',
  'Canvas',
  'Carbon fiber',
  'Cork',
  'Cotton',
  'Elastane',
  'EVA foam',
  'Fiberglass',
  'Ionomer',
  'Leather',
  'Neoprene',
  'Nylon',
  'Polyester',
  'Polyethylene',
  'Polypropylene',
  'Polyurethane',
  'Rubber',
  'Steel',
  'Titanium',
  'Wool',
];

const CATEGORY_MATERIALS: Record<string, string[]> = {
  Soccer: ['Polyurethane', 'Rubber', 'Polyester', 'EVA foam'],
  'Fitness Accessories': ['Nylon', 'Rubber', 'Steel', 'Neoprene'],
  Yoga: ['EVA foam', 'Cork', 'Rubber', 'Cotton'],
  Cleats: ['Leather', 'Rubber', 'Polyurethane', 'Nylon'],
  'Running Shoes': ['EVA foam', 'Polyester', 'Rubber', 'Nylon'],
  'Hiking Boots': ['Leather', 'Rubber', 'Nylon', 'Wool'],
  'Camping & Hiking': ['Nylon', 'Aluminum', 'Polyester', 'Steel', 'Carbon fiber'],
  'Water Sports': ['Polyethylene', 'Aluminum', 'Nylon', 'Neoprene', 'Fiberglass'],
  Fishing: ['Carbon fiber', 'Fiberglass', 'Polypropylene', 'Steel', 'Aluminum'],
  'Golf Balls': ['Rubber', 'Polyurethane', 'Ionomer'],
  'Golf Clubs': ['Titanium', 'Steel', 'Carbon fiber', 'Rubber'],
  'Golf Bags & Carts': ['Nylon', 'Aluminum', 'Polyester'],
  "Men's Apparel": ['Cotton', 'Polyester', 'Nylon'],
  "Women's Apparel": ['Polyester', 'Cotton', 'Nylon', 'Wool', 'Elastane'],
  Accessories: ['Cotton', 'Polyester', 'Wool'],
  'Team Jerseys': ['Polyester', 'Cotton', 'Elastane'],
  'Fan Gear': ['Polyester', 'Wool', 'Cotton', 'Canvas'],
};

const PLANTS: [string, string, string][] = [
  ['Columbus Plant', 'Columbus', 'USA'],
  ['Dallas Plant', 'Dallas', 'USA'],
  ['Reno Plant', 'Reno', 'USA'],
  ['Monterrey Plant', 'Monterrey', 'Mexico'],
  ['Porto Plant', 'Porto', 'Portugal'],
  ['Poznan Plant', 'Poznan', 'Poland'],
  ['Pune Plant', 'Pune', 'India'],
  ['Da Nang Plant', 'Da Nang', 'Vietnam'],
];

const WAREHOUSES = [
  'Atlanta Warehouse',
  'Denver Warehouse',
  'Toronto Warehouse',
  'Rotterdam Warehouse',
  'Lyon Warehouse',
  'Sao Paulo Warehouse',
  'Sydney Warehouse',
  'Johannesburg Warehouse',
  'Singapore Warehouse',
  'Chicago Warehouse',
];

/** Markets of the tutorial, with made-up customer locations. */
const MARKETS: {market: string; weight: number; places: [string, string][]}[] = [
  {
    market: 'Europe',
    weight: 30,
    places: [
      ['Paris', 'France'],
      ['Lyon', 'France'],
      ['Berlin', 'Germany'],
      ['Hamburg', 'Germany'],
      ['London', 'United Kingdom'],
      ['Manchester', 'United Kingdom'],
      ['Madrid', 'Spain'],
      ['Milan', 'Italy'],
    ],
  },
  {
    market: 'LATAM',
    weight: 27,
    places: [
      ['Mexico City', 'Mexico'],
      ['Guadalajara', 'Mexico'],
      ['Sao Paulo', 'Brazil'],
      ['Bogota', 'Colombia'],
      ['Santiago', 'Chile'],
      ['Lima', 'Peru'],
    ],
  },
  {
    market: 'Pacific Asia',
    weight: 21,
    places: [
      ['Sydney', 'Australia'],
      ['Melbourne', 'Australia'],
      ['Mumbai', 'India'],
      ['Jakarta', 'Indonesia'],
      ['Osaka', 'Japan'],
      ['Manila', 'Philippines'],
    ],
  },
  {
    market: 'USCA',
    weight: 14,
    places: [
      ['Chicago', 'USA'],
      ['Los Angeles', 'USA'],
      ['Caguas', 'Puerto Rico'],
      ['Houston', 'USA'],
      ['Toronto', 'Canada'],
    ],
  },
  {
    market: 'Africa',
    weight: 8,
    places: [
      ['Lagos', 'Nigeria'],
      ['Cairo', 'Egypt'],
      ['Nairobi', 'Kenya'],
      ['Casablanca', 'Morocco'],
    ],
  },
];

const SEGMENTS: [string, number][] = [
  ['Consumer', 50],
  ['Corporate', 30],
  ['Home Office', 20],
];

const SHIPPING_MODES: [string, number, number, number][] = [
  // mode, weight, fewest and most days between order and shipping
  ['Standard Class', 58, 2, 4],
  ['Second Class', 20, 1, 3],
  ['First Class', 16, 1, 2],
  ['Same Day', 6, 0, 0],
];

/**
 * Customer names by language, so that a customer's name fits the country of
 * their city. ASCII only: a name sorts the same in every database.
 */
const NAMES: Record<string, {first: string[]; last: string[]}> = {
  english: {
    first: [
      'James',
      'Mary',
      'Robert',
      'Linda',
      'David',
      'Sarah',
      'Michael',
      'Emily',
      'Thomas',
      'Olivia',
      'Daniel',
      'Grace',
      'Matthew',
      'Chloe',
      'Andrew',
      'Hannah',
      'Ryan',
      'Megan',
      'Jack',
      'Emma',
      'Liam',
      'Sophie',
    ],
    last: [
      'Smith',
      'Johnson',
      'Brown',
      'Taylor',
      'Wilson',
      'Clarke',
      'Walker',
      'Wright',
      'Hughes',
      'Mitchell',
      'Campbell',
      'Turner',
      'Parker',
      'Evans',
      'Murphy',
      'Bennett',
      'Cooper',
      'Reed',
      'Hayes',
      'Foster',
    ],
  },
  french: {
    first: [
      'Camille',
      'Julien',
      'Claire',
      'Antoine',
      'Manon',
      'Nicolas',
      'Pauline',
      'Hugo',
      'Margaux',
      'Louis',
      'Elise',
      'Mathieu',
      'Justine',
      'Olivier',
    ],
    last: [
      'Martin',
      'Bernard',
      'Dubois',
      'Moreau',
      'Laurent',
      'Lefebvre',
      'Girard',
      'Fontaine',
      'Rousseau',
      'Mercier',
      'Blanc',
      'Garnier',
      'Chevalier',
      'Lambert',
    ],
  },
  german: {
    first: [
      'Lukas',
      'Anna',
      'Jonas',
      'Lena',
      'Felix',
      'Laura',
      'Maximilian',
      'Julia',
      'Paul',
      'Katharina',
      'Tobias',
      'Miriam',
      'Jan',
      'Franziska',
    ],
    last: [
      'Mueller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Becker',
      'Wagner',
      'Hoffmann',
      'Koch',
      'Richter',
      'Klein',
      'Wolf',
      'Neumann',
      'Braun',
    ],
  },
  spanish: {
    first: [
      'Alejandro',
      'Lucia',
      'Carlos',
      'Sofia',
      'Javier',
      'Valentina',
      'Diego',
      'Camila',
      'Miguel',
      'Isabel',
      'Andres',
      'Gabriela',
      'Luis',
      'Daniela',
      'Jorge',
      'Mariana',
      'Pablo',
      'Elena',
      'Fernando',
      'Paula',
    ],
    last: [
      'Garcia',
      'Rodriguez',
      'Martinez',
      'Lopez',
      'Hernandez',
      'Gonzalez',
      'Perez',
      'Sanchez',
      'Ramirez',
      'Torres',
      'Flores',
      'Rivera',
      'Gomez',
      'Diaz',
      'Morales',
      'Castillo',
      'Vargas',
      'Rojas',
      'Ortiz',
      'Mendoza',
    ],
  },
  italian: {
    first: [
      'Giulia',
      'Marco',
      'Francesca',
      'Luca',
      'Chiara',
      'Alessandro',
      'Martina',
      'Matteo',
      'Sara',
      'Davide',
      'Elisa',
      'Andrea',
    ],
    last: [
      'Rossi',
      'Russo',
      'Ferrari',
      'Esposito',
      'Bianchi',
      'Romano',
      'Colombo',
      'Ricci',
      'Marino',
      'Greco',
      'Bruno',
      'Conti',
    ],
  },
  portuguese: {
    first: [
      'Joao',
      'Ana',
      'Pedro',
      'Beatriz',
      'Gabriel',
      'Leticia',
      'Rafael',
      'Larissa',
      'Thiago',
      'Fernanda',
      'Bruno',
      'Juliana',
      'Vinicius',
      'Renata',
    ],
    last: [
      'Silva',
      'Santos',
      'Oliveira',
      'Souza',
      'Pereira',
      'Costa',
      'Almeida',
      'Ferreira',
      'Carvalho',
      'Ribeiro',
      'Barbosa',
      'Rocha',
      'Lima',
      'Araujo',
    ],
  },
  indian: {
    first: [
      'Priya',
      'Rahul',
      'Ananya',
      'Arjun',
      'Kavya',
      'Rohan',
      'Sneha',
      'Vikram',
      'Aditi',
      'Karan',
      'Neha',
      'Amit',
      'Pooja',
      'Sanjay',
    ],
    last: [
      'Sharma',
      'Patel',
      'Gupta',
      'Iyer',
      'Reddy',
      'Nair',
      'Mehta',
      'Joshi',
      'Rao',
      'Singh',
      'Desai',
      'Kapoor',
      'Menon',
      'Kulkarni',
    ],
  },
  indonesian: {
    first: ['Budi', 'Siti', 'Agus', 'Dewi', 'Rizky', 'Putri', 'Andi', 'Ayu', 'Hendra', 'Indah', 'Fajar', 'Ratna'],
    last: [
      'Santoso',
      'Wijaya',
      'Saputra',
      'Hidayat',
      'Kusuma',
      'Setiawan',
      'Pratama',
      'Nugroho',
      'Halim',
      'Gunawan',
      'Susanto',
      'Lestari',
    ],
  },
  japanese: {
    first: ['Haruto', 'Yui', 'Sota', 'Aoi', 'Ren', 'Hina', 'Takumi', 'Sakura', 'Kenji', 'Yuki', 'Daiki', 'Mei'],
    last: [
      'Sato',
      'Suzuki',
      'Takahashi',
      'Tanaka',
      'Watanabe',
      'Ito',
      'Yamamoto',
      'Nakamura',
      'Kobayashi',
      'Kato',
      'Yoshida',
      'Yamada',
    ],
  },
  filipino: {
    first: [
      'Maria',
      'Jose',
      'Angelica',
      'Mark',
      'Kristine',
      'Paolo',
      'Bea',
      'Carlo',
      'Joy',
      'Miguel',
      'Patricia',
      'Rafael',
    ],
    last: [
      'Santos',
      'Reyes',
      'Cruz',
      'Bautista',
      'Ocampo',
      'Garcia',
      'Mendoza',
      'Villanueva',
      'Ramos',
      'Aquino',
      'Castro',
      'Dela Cruz',
    ],
  },
  nigerian: {
    first: [
      'Chinedu',
      'Ngozi',
      'Emeka',
      'Amaka',
      'Oluwaseun',
      'Funmilayo',
      'Tunde',
      'Aisha',
      'Ifeanyi',
      'Chiamaka',
      'Segun',
      'Folake',
    ],
    last: [
      'Okafor',
      'Adeyemi',
      'Okonkwo',
      'Balogun',
      'Eze',
      'Nwosu',
      'Adebayo',
      'Ogunleye',
      'Obi',
      'Chukwu',
      'Bello',
      'Olawale',
    ],
  },
  arabic: {
    first: [
      'Ahmed',
      'Fatima',
      'Omar',
      'Mariam',
      'Youssef',
      'Nour',
      'Karim',
      'Salma',
      'Hassan',
      'Layla',
      'Khalid',
      'Amina',
      'Tarek',
      'Yasmine',
    ],
    last: [
      'Mansour',
      'Ali',
      'Mahmoud',
      'Ibrahim',
      'Mostafa',
      'El Amrani',
      'Benali',
      'Haddad',
      'Saleh',
      'Farouk',
      'Alaoui',
      'Bennani',
      'Tazi',
      'Naguib',
    ],
  },
  kenyan: {
    first: [
      'Wanjiru',
      'Brian',
      'Achieng',
      'Kevin',
      'Njeri',
      'Dennis',
      'Akinyi',
      'Collins',
      'Wambui',
      'Victor',
      'Mercy',
      'Faith',
    ],
    last: [
      'Kamau',
      'Otieno',
      'Mwangi',
      'Odhiambo',
      'Kiplagat',
      'Wanjala',
      'Njoroge',
      'Omondi',
      'Kariuki',
      'Mutua',
      'Cheruiyot',
      'Ochieng',
    ],
  },
};

/** Which names a customer of each country gets. */
const NAMES_OF_COUNTRY: Record<string, keyof typeof NAMES> = {
  France: 'french',
  Germany: 'german',
  'United Kingdom': 'english',
  Spain: 'spanish',
  Italy: 'italian',
  Mexico: 'spanish',
  Brazil: 'portuguese',
  Colombia: 'spanish',
  Chile: 'spanish',
  Peru: 'spanish',
  Australia: 'english',
  India: 'indian',
  Indonesia: 'indonesian',
  Japan: 'japanese',
  Philippines: 'filipino',
  USA: 'english',
  'Puerto Rico': 'spanish',
  Canada: 'english',
  Nigeria: 'nigerian',
  Egypt: 'arabic',
  Kenya: 'kenyan',
  Morocco: 'arabic',
};

/* cspell:enable */

// ------------------------------------------------------------------- helpers

/** Money in cents, written with two decimals. */
const money = (cents: number) => Math.round(cents) / 100;

/** Days since 1970-01-01 (UTC) to 'YYYY-MM-DD'. */
function isoDate(day: number): string {
  return new Date(day * 86400000).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' to the 'MM/DD/YYYY' text of the order table. */
function usDate(iso: string): string {
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

const FIRST_DAY = Date.UTC(2016, 0, 1) / 86400000;
const LAST_DAY = Date.UTC(2017, 11, 31) / 86400000;

// ----------------------------------------------------------------- generator

export function generateSampleData(seed = SAMPLE_SEED): Dataset {
  const rnd = random(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)];
  const weighted = <T>(items: readonly T[], weight: (t: T) => number): T => {
    const total = items.reduce((s, t) => s + weight(t), 0);
    let r = rnd() * total;
    for (const t of items) {
      r -= weight(t);
      if (r < 0) return t;
    }
    return items[items.length - 1];
  };
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]);
    return out;
  };
  /**
   * Draws until the label of the value is new, so that every entity has a
   * label of its own (a query grouped by a label never merges two entities).
   */
  const unique = <T>(used: Set<string>, label: (t: T) => string, draw: () => T, what: string): T => {
    for (let tries = 0; tries < 1000; tries += 1) {
      const t = draw();
      if (!used.has(label(t))) {
        used.add(label(t));
        return t;
      }
    }
    throw new Error(`Sample data: no unused ${what} left to draw; add values to its list.`);
  };

  // Materials.
  const material = MATERIALS.map((name, i) => [i + 1, name] as Cell[]);

  // Products, their materials and the plants that make them.
  const product: Cell[][] = [];
  const bill: Cell[][] = [];
  const plan: Cell[][] = [];
  const inventory: Cell[][] = [];
  const products: {id: number; price: number; weight: number}[] = [];
  let productId = 1001;
  let inventoryId = 501;
  const billLabels = new Set<string>();
  const plant = PLANTS.map(([name, city, country], i) => [i + 1, name, city, country] as Cell[]);
  for (const dept of CATALOG) {
    for (const cat of dept.categories) {
      for (const [name, price] of cat.items) {
        const id = productId;
        productId += int(1, 3);
        product.push([id, name, cat.name, dept.department, price]);
        products.push({id, price, weight: dept.weight * (price > 150 ? 1 : 3)});
        // The label of a bill of material is its list of materials: no two products share one.
        const mats = unique(
          billLabels,
          (m: string[]) => m.join(', '),
          () => sample(CATEGORY_MATERIALS[cat.name], int(2, 3)),
          `bill of material for ${name}`,
        );
        bill.push([id, mats[0], mats[1], mats[2] ?? null]);
        // One or two plants; each pair stocks one inventory record, in a warehouse of its own,
        // named after the warehouse and the product it holds.
        const plants = sample(
          PLANTS.map((_, i) => i + 1),
          rnd() < 0.35 ? 2 : 1,
        );
        const warehouses = sample(WAREHOUSES, plants.length);
        for (const [n, plantId] of plants.entries()) {
          const low = rnd() < 0.3;
          inventory.push([inventoryId, `${warehouses[n]} - ${name}`, low ? int(0, 19) : int(20, 250), id]);
          plan.push([id, plantId, inventoryId]);
          inventoryId += 1;
        }
      }
    }
  }

  // Customers.
  const customer: Cell[][] = [];
  const customers: {id: number; market: string; activity: number}[] = [];
  const customerNames = new Set<string>();
  let customerId = 10001;
  for (let i = 0; i < 320; i += 1) {
    const m = weighted(MARKETS, (x) => x.weight);
    const [city, country] = pick(m.places);
    const segment = weighted(SEGMENTS, (s) => s[1])[0];
    const names = NAMES[NAMES_OF_COUNTRY[country]];
    const [first, last] = unique(
      customerNames,
      (n: string[]) => n.join(' '),
      () => [pick(names.first), pick(names.last)],
      `customer name for ${country}`,
    );
    customer.push([customerId, first, last, segment, city, country]);
    // A few customers buy often, most now and then, and a few have not ordered yet.
    customers.push({id: customerId, market: m.market, activity: rnd() < 0.03 ? 0 : 1 + Math.floor(rnd() * rnd() * 14)});
    customerId += int(1, 60);
  }

  // Shipments, each with the orders (one product each) of one customer on one day.
  const lines: {day: number; customer: number; market: string; shipment: number}[] = [];
  const shipment: Cell[][] = [];
  let shipmentId = 70001;
  for (const c of customers) {
    for (let s = 0; s < c.activity; s += 1) {
      const day = int(FIRST_DAY, LAST_DAY);
      const [mode, , lo, hi] = weighted(SHIPPING_MODES, (x) => x[1]);
      shipment.push([shipmentId, mode, isoDate(day + int(lo, hi)), c.id]);
      const n = weighted([1, 2, 3], (k) => [0, 6, 3, 1][k]);
      for (let k = 0; k < n; k += 1) lines.push({day, customer: c.id, market: c.market, shipment: shipmentId});
      shipmentId += 1;
    }
  }
  lines.sort((a, b) => a.day - b.day || a.shipment - b.shipment);
  const order: Cell[][] = [];
  let orderId = 20001;
  for (const line of lines) {
    const p = weighted(products, (x) => x.weight);
    const quantity = weighted([1, 2, 3, 4, 5], (q) => [0, 10, 4, 2, 1, 1][q]);
    const sales = Math.round(p.price * 100) * quantity;
    const discount = Math.round((sales * pick([0, 0, 4, 5, 10, 15, 20, 25])) / 100);
    const profit = Math.round(((sales - discount) * int(-30, 45)) / 100);
    order.push([
      orderId,
      usDate(isoDate(line.day)),
      line.market,
      quantity,
      money(discount),
      money(profit),
      money(sales),
      line.customer,
      p.id,
      line.shipment,
    ]);
    orderId += int(1, 4);
  }

  return {
    seed,
    tables: [
      {
        schema: 'supply_chain_demo',
        name: 'product',
        rows: product,
        columns: [
          {name: 'product_id', type: 'INT'},
          {name: 'product_name', type: 'VARCHAR(60)'},
          {name: 'Category', type: 'VARCHAR(40)'},
          {name: 'Department', type: 'VARCHAR(20)'},
          {name: 'product_price', type: 'DECIMAL(10,2)'},
        ],
      },
      {
        schema: 'supply_chain_demo',
        name: 'plant',
        rows: plant,
        columns: [
          {name: 'plant_id', type: 'INT'},
          {name: 'plant_name', type: 'VARCHAR(40)'},
          {name: 'plant_city', type: 'VARCHAR(40)'},
          {name: 'plant_country', type: 'VARCHAR(40)'},
        ],
      },
      {
        schema: 'supply_chain_demo',
        name: 'inventory',
        rows: inventory,
        columns: [
          {name: 'inventory_id', type: 'INT'},
          {name: 'inventory_name', type: 'VARCHAR(40)'},
          {name: 'item_quantity', type: 'INT'},
          {name: 'product_id', type: 'INT'},
        ],
      },
      {
        schema: 'supply_chain_demo',
        name: 'material',
        rows: material,
        columns: [
          {name: 'material_id', type: 'INT'},
          {name: 'materials', type: 'VARCHAR(40)'},
        ],
      },
      {
        schema: 'supply_chain_demo',
        name: 'bill_of_material',
        rows: bill,
        columns: [
          {name: 'product_id', type: 'INT'},
          {name: 'material_1', type: 'VARCHAR(40)'},
          {name: 'material_2', type: 'VARCHAR(40)'},
          {name: 'material_3', type: 'VARCHAR(40)'},
        ],
      },
      {
        schema: 'supply_chain_demo',
        name: 'plan_inventory',
        rows: plan,
        columns: [
          {name: 'product_id', type: 'INT'},
          {name: 'plant_id', type: 'INT'},
          {name: 'inventory_id', type: 'INT'},
        ],
      },
      {
        schema: 'scdata',
        name: 'datacosupplychaindataset_customer',
        rows: customer,
        columns: [
          {name: 'customer_id', type: 'INT'},
          {name: 'customer_first_name', type: 'VARCHAR(40)'},
          {name: 'customer_last_name', type: 'VARCHAR(40)'},
          {name: 'customer_segment', type: 'VARCHAR(20)'},
          {name: 'customer_city', type: 'VARCHAR(40)'},
          {name: 'customer_country', type: 'VARCHAR(40)'},
        ],
      },
      {
        schema: 'scdata',
        name: 'datacosupplychaindataset_shipment',
        rows: shipment,
        columns: [
          {name: 'shipment_id', type: 'INT'},
          {name: 'shipping_mode', type: 'VARCHAR(20)'},
          {name: 'shipping_date', type: 'DATE'},
          {name: 'customer_id', type: 'INT'},
        ],
      },
      {
        schema: 'scdata',
        name: 'datacosupplychaindataset_order',
        rows: order,
        columns: [
          {name: 'order_id', type: 'INT'},
          {name: 'order_date', type: 'VARCHAR(10)'},
          {name: 'market', type: 'VARCHAR(20)'},
          {name: 'order_item_quantity', type: 'INT'},
          {name: 'order_item_discount', type: 'DECIMAL(10,2)'},
          {name: 'order_profit', type: 'DECIMAL(10,2)'},
          {name: 'sales', type: 'DECIMAL(10,2)'},
          {name: 'customer_id', type: 'INT'},
          {name: 'product_id', type: 'INT'},
          {name: 'shipment_id', type: 'INT'},
        ],
      },
    ],
  };
}
