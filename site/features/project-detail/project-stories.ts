// The two project pages. SPEC: id '1' is urban farming, '2' the coffee roastery, any other id farming.
export type ProjectStory = {
  title: string;
  lead: string;
  kind: 'farm' | 'coffee';
  what: string[];
  learn: string[];
  help: string[];
};

const FARMING: ProjectStory = {
  title: 'Nard Urban Farming',
  lead: 'We grow fresh vegetables in the city, with hydroponics and aquaponics.',
  kind: 'farm',
  what: [
    'Hydroponics grows plants in water full of nutrients, with no soil.',
    'Aquaponics keeps fish and plants together. The fish feed the plants, and the plants clean the water.',
    'We work with BlueAcres and SINGRASS, and support Singapore’s goal to grow 30% of its own food by 2030.',
  ],
  learn: [
    'Planting and caring for seedlings',
    'Checking water and nutrients',
    'Harvesting and packing',
    'Working safely in a team',
  ],
  help: [
    'Volunteer on a harvest day.',
    'Give to the farm on the Contribution page.',
    'Take a trainee into your farm or kitchen.',
  ],
};

const COFFEE: ProjectStory = {
  title: 'Nard Coffee Roastery',
  lead: 'We roast coffee beans and brew good coffee, and our trainees learn a trade.',
  kind: 'coffee',
  what: [
    'Our roastery turns green coffee beans into fresh roasted coffee.',
    'Trainees learn each step, from the raw bean to the cup.',
    'Cafés and offices buy our coffee, and the money goes back into training.',
  ],
  learn: [
    'Roasting and tasting beans',
    'Brewing and serving coffee',
    'Hygiene and food safety',
    'Serving customers with confidence',
  ],
  help: [
    'Buy our coffee for your office.',
    'Give to the roastery on the Contribution page.',
    'Offer a café internship.',
  ],
};

export function storyFor(id: string | undefined): ProjectStory {
  return id === '2' ? COFFEE : FARMING;
}
