import type { DemoBlog } from './types';

// Each article starts with an <h1> (the storefront takes the title from it and removes it from the body)
// and uses only h1-h3, p, ul, ol, li, strong, em, a, img and blockquote.

const pigeonsOffBalcony = `<h1>How to Keep Pigeons Off Your Balcony Humanely</h1>
<p><img src="/media/blogs/pigeons-off-balcony.webp" alt="An apartment balcony closed with a black pigeon net while pigeons sit on the neighbour's railing"></p>
<p>Pigeons are part of life in every Indian city. They are also the most common reason people write to us: droppings on the clothes line, nests in the flower pots, cooing at dawn and, in the worst cases, a smell that never quite leaves the balcony. The good news is that you do not need poison, glue traps or anything that hurts the birds. Pigeons return to a place because it is comfortable and safe. Take away the comfort and they move on.</p>
<h2>Why pigeons choose your balcony</h2>
<p>A pigeon looks for three things: a flat place to land, shelter from wind and rain, and a view of food. A balcony with a wide ledge, an AC outdoor unit and a few pots ticks every box. Once a pair has nested, the spot is marked as home and the birds will keep trying to return for months, even after you clear the nest. That is why half measures such as a plastic crow or shiny CDs work for a week and then stop.</p>
<h2>Step 1: Clean thoroughly and remove nests</h2>
<p>Start with a clean slate. Wear gloves and a mask, scrape off dry droppings, and wash the area with soap and water followed by a mild disinfectant. Droppings carry fungi and bacteria, so do not sweep them dry. If there is a nest with eggs or chicks, wait for the chicks to leave before removing it; it takes about four weeks. Removing an empty nest is fine at any time.</p>
<h2>Step 2: Close the opening with a net</h2>
<p>The most complete answer for a balcony is a <strong>pigeon net</strong>. A 25 mm mesh stops pigeons while letting in light and air, and from a few metres away it is hard to see. Our <a href="/products/balcony-pigeon-net-kit-15x8-ft">balcony net kit</a> comes with the net, stainless steel wire rope, hooks, plugs and cable ties, which is everything a typical 15 × 8 ft opening needs.</p>
<ul>
<li>Measure the opening at three heights and use the largest figure.</li>
<li>Choose black net for dark or glass-fronted buildings and transparent net for white or cream walls.</li>
<li>Fix hooks every 45–60 cm along the frame so the net does not sag.</li>
<li>Tension the wire rope before you lace on the net; a taut net lasts longer and looks neater.</li>
</ul>
<h2>Step 3: Spike the ledges you cannot net</h2>
<p>Some places cannot be netted: the window sill of a bedroom, the top of the AC unit, the ledge above the balcony. For these use <strong>bird spikes</strong>. Stainless steel spikes on a polycarbonate base stop pigeons landing without hurting them; the blunt pins simply leave no place to stand. For AC units and pipes choose the narrow strips, and for ledges deeper than 15 cm choose the wide three-row strips.</p>
<h2>Step 4: Remove the attraction</h2>
<p>Even with nets and spikes, do not invite the birds back. Do not leave grain or pet food outside, fix leaking taps that provide water, and keep stored cartons and old furniture off the balcony, because the gaps behind them make ideal nesting spots.</p>
<blockquote>Humane bird control is about making a place uncomfortable, not about hurting birds. Nets and spikes do exactly that: the pigeons simply choose another roof.</blockquote>
<h2>What does not work (for long)</h2>
<p>Ultrasonic devices, reflective tape, fake owls and strong-smelling sprays are popular because they are cheap. Pigeons get used to them within days. Sticky gels and glue traps are worse: they can trap and injure birds, and in many housing societies they lead to complaints. Stick to physical barriers.</p>
<h2>A quick checklist</h2>
<ol>
<li>Clean the balcony and remove empty nests.</li>
<li>Net the main opening with a 25 mm mesh on a tensioned wire frame.</li>
<li>Fit spikes on sills, AC units and ledges that the net does not cover.</li>
<li>Remove food, water and clutter that attract pigeons.</li>
<li>Check the net and spikes once after the monsoon.</li>
</ol>
<p>Done properly, a netted and spiked balcony stays pigeon-free for years. If you are unsure which product fits your home, send us a photo through the <a href="/contact">contact page</a> and we will suggest the right size.</p>`;

const spikesVsNets = `<h1>Bird Spikes vs Bird Nets: Which One Do You Need?</h1>
<p><img src="/media/blogs/spikes-vs-nets.webp" alt="Bird spikes on a window ledge on the left and a netted balcony on the right"></p>
<p>Both bird spikes and bird nets are humane, long-lasting ways to keep pigeons and other birds away. They solve different problems, though, and choosing the wrong one is the most common mistake we see. The rule of thumb is simple: <strong>spikes stop birds landing; nets stop birds entering.</strong></p>
<h2>When bird spikes are the right choice</h2>
<p>Spikes are for surfaces where birds perch: window sills, parapets, ledges, beams, signboards, the tops of AC units and the cornices of temples and old buildings. A strip of spikes makes the surface impossible to stand on, so the bird moves elsewhere. Nothing blocks your view or your ventilation.</p>
<ul>
<li><strong>Best for:</strong> linear surfaces up to about 20 cm deep.</li>
<li><strong>Not for:</strong> enclosed spaces such as balconies, ducts and courtyards, where birds can fly in and nest on the floor or in corners.</li>
<li><strong>Materials:</strong> stainless steel for maximum life and strength; polycarbonate where you want the spikes to be nearly invisible, for example on heritage stone.</li>
</ul>
<h2>When a bird net is the right choice</h2>
<p>Nets are for openings and volumes: balconies, utility areas, building ducts, courtyards, warehouse roofs and gardens. A net closes the space, so birds cannot get in at all. It is the only reliable answer once pigeons are nesting inside a balcony, because they will otherwise land on the floor, the pots or the clothes stand.</p>
<ul>
<li><strong>Best for:</strong> any opening where birds fly in, from a 4 × 4 ft window to a 100 × 50 ft warehouse roof.</li>
<li><strong>Mesh size:</strong> 25 mm for pigeons, 20 mm if sparrows and mynas are also a problem, 50 mm knotted net for large spans over courtyards.</li>
<li><strong>Material:</strong> nylon for balconies and windows; HDPE for full-sun locations such as gardens, farm sheds and roofs.</li>
</ul>
<h2>A side-by-side comparison</h2>
<h3>Visibility</h3>
<p>Clear polycarbonate spikes are the least visible option on a ledge. A black or transparent net is hard to see from the street but is visible from inside the balcony.</p>
<h3>Installation</h3>
<p>Spikes take minutes per strip with adhesive or two screws. A net needs a frame of hooks and wire rope, which takes a few hours for a balcony.</p>
<h3>Cost</h3>
<p>For a single window sill, spikes are cheaper. For a whole balcony, one net usually costs less than spiking every rail, ledge and pot.</p>
<h3>Maintenance</h3>
<p>Both need little care. Wipe spikes if leaves collect between them, and check net tension once a year.</p>
<h2>Often the answer is both</h2>
<p>Most homes we help end up with a combination: a net across the balcony opening, and spikes on the window sills and the AC unit outside the net. Warehouses often use the same pair: a net under the roof trusses and spikes on the beams at the open end.</p>
<blockquote>Ask yourself one question: do the birds land on it, or fly into it? Landing means spikes; flying in means a net.</blockquote>
<h2>Choosing in three questions</h2>
<ol>
<li><strong>Is the problem a surface or an opening?</strong> Surface: spikes. Opening: net.</li>
<li><strong>How deep is the surface?</strong> Under 10 cm: standard or narrow spikes. 10–20 cm: wide spikes. Deeper: consider a net or two rows of spikes.</li>
<li><strong>How visible can it be?</strong> Choose clear polycarbonate spikes or a transparent net where looks matter most.</li>
</ol>
<p>Still unsure? Browse our <a href="/category/Bird%20Spikes">bird spikes</a> and <a href="/category/Bird%20Nets">bird nets</a>, or send us a photo of the spot and we will recommend a solution.</p>`;

const installingSpikes = `<h1>Installing Stainless Steel Bird Spikes: A Step-by-Step Guide</h1>
<p><img src="/media/blogs/installing-ss-bird-spikes.webp" alt="Three steps to fit bird spikes: clean the ledge, apply adhesive, press the strip in place"></p>
<p>Stainless steel bird spikes are one of the few home improvements that really are a one-hour job. With the right preparation they stay in place for many years, through Indian summers and monsoons alike. This guide covers both fixing methods, adhesive and screws, and the small details that make the difference.</p>
<h2>What you will need</h2>
<ul>
<li>Stainless steel bird spike strips (each strip covers 30 cm)</li>
<li>Bird spike adhesive and a caulking gun, <em>or</em> stainless steel screws with 6 mm rawl plugs and a drill</li>
<li>A stiff brush, a scraper, soap, water and a dry cloth</li>
<li>Gloves, a mask and, for high ledges, a helper and a safe ladder</li>
<li>Strong scissors or snips to cut strips to length</li>
</ul>
<h2>Step 1: Measure and plan</h2>
<p>Measure each ledge and divide by 30 cm to get the number of strips. Round up. For ledges deeper than 15 cm either use the wide three-row spikes or fit two rows of standard strips side by side, about 5 cm apart. Pigeons will sit on any uncovered strip of 5 cm or more, so plan to cover the full depth and the full length right to the corners.</p>
<h2>Step 2: Clean and dry the surface</h2>
<p>This is the step that decides how long the spikes stay put. Scrape off droppings and moss, wash with soap and water, rinse and let the surface dry completely. Adhesive does not bond to dust, algae or wet concrete. In the monsoon, choose a dry day or wait until the afternoon sun has dried the ledge.</p>
<h2>Step 3: Fix the strips</h2>
<h3>With adhesive (no drilling)</h3>
<p>Adhesive is ideal for rented homes, marble and granite sills, and heritage stone where drilling is not allowed. Run a zig-zag bead of adhesive along the line where the strip will sit, press the strip into it and hold for about 30 seconds. Use roughly one 300 ml cartridge for 20 strips. Avoid touching the strips for 24 hours while the adhesive cures.</p>
<h3>With screws</h3>
<p>Screws are best on plain concrete and brick, on windy high-rise ledges and for heavy monkey spikes. Mark the holes through the pre-drilled base, drill with a 6 mm masonry bit, tap in the rawl plugs and fix two stainless steel screws per strip. You can also add a bead of adhesive under the strip for extra grip.</p>
<h2>Step 4: Join, cut and finish</h2>
<p>Lay strips end to end with no gap. Where a ledge is shorter than a full strip, cut the polycarbonate base between two spike groups with strong scissors. On curved ledges the base flexes to follow the curve. At corners, overlap the strips slightly rather than leaving a gap.</p>
<blockquote>The most common mistake is leaving a gap at the end of a ledge or along its back edge. Pigeons find it within a day.</blockquote>
<h2>Step 5: Check after a week</h2>
<p>Watch the ledge for a few days. Pigeons will test the spikes, then give up. If you see birds sitting at one end or along the back, add a strip or a second row there.</p>
<h2>Safety first</h2>
<ol>
<li>Never lean out of a window without someone holding the ladder or your belt.</li>
<li>Use a harness or hire a professional for ledges above the second floor.</li>
<li>Wear gloves: the spikes are blunt-tipped, but the pins are firm.</li>
<li>Wear a mask while cleaning droppings.</li>
</ol>
<p>Everything used in this guide is available in our shop, from <a href="/products/ss-bird-spikes">stainless steel bird spikes</a> to <a href="/products/bird-spike-adhesive-300ml">spike adhesive</a> and <a href="/products/ss-screws-rawl-plugs-pack-100">screws with rawl plugs</a>.</p>`;

const monkeysRooftops = `<h1>Keeping Monkeys Away from Rooftops and Water Tanks</h1>
<p><img src="/media/blogs/monkeys-rooftop-water-tank.webp" alt="A rooftop water tank platform and parapet with monkey spikes while a monkey watches from a tree"></p>
<p>In hill stations, temple towns and many city neighbourhoods, monkeys are daily visitors. They lift the lids of water tanks, tear solar and TV cables, strip fruit trees and sometimes walk into kitchens. Macaques are intelligent and strong, so the methods that work on pigeons do not work on them. What does work is making the routes they use uncomfortable, humanely and permanently.</p>
<h2>Understand how monkeys reach your roof</h2>
<p>Spend a morning watching. Monkeys almost always follow the same paths: a tree branch that overhangs the parapet, a neighbour's roof, a compound wall, a drain pipe or a cable. Write down every entry point before you buy anything. Protecting three of four routes only moves the problem to the fourth.</p>
<h2>Monkey spikes on parapets and walls</h2>
<p><strong>Monkey spikes</strong> are much heavier than bird spikes: thick 150 mm stainless steel spikes welded to a steel base. A monkey cannot bend them back or pull them off, and it will not walk over them. Fit them along:</p>
<ul>
<li>the parapet where a tree or a neighbouring roof touches yours,</li>
<li>the top of compound walls used as walkways,</li>
<li>window chajjas and sunshades that lead to open windows,</li>
<li>the edges of the water tank platform.</li>
</ul>
<p>For parapets wider than 15 cm use the four-row heavy-duty strips, so there is no gap down the middle. Always fix monkey spikes with screws; adhesive alone is not enough for an animal this strong.</p>
<h2>Protecting water tanks</h2>
<p>A monkey that can sit on a tank will lift the lid, drink, bathe and contaminate the water. Spike the edge of the tank platform on all sides, and make sure the lid is a screw-on type or is held with a stainless steel strap. Keep the area around the tank free of objects a monkey could stand on, such as bricks, old buckets and pipe offcuts.</p>
<h2>Stop them climbing pipes and poles</h2>
<p>Drain pipes and water pipes are ladders for monkeys. A <strong>spike collar</strong> clamps around a pipe or pole up to 110 mm across and surrounds it with a 500 mm ring of stainless steel spikes. Fit it at least 2 m above the ground, below any branch or ledge the monkey could use to bypass it.</p>
<blockquote>Monkeys learn fast. A route that becomes uncomfortable once is usually abandoned for good, as long as there is no easy alternative next to it.</blockquote>
<h2>Remove the reasons to visit</h2>
<ol>
<li>Never feed monkeys, even from a distance; it teaches them that your house means food.</li>
<li>Keep kitchen windows closed or fitted with grills, and store fruit and grain indoors.</li>
<li>Prune branches that overhang the roof to at least 2 m from the parapet.</li>
<li>Cover dustbins and compost with heavy, latched lids.</li>
</ol>
<h2>Working with neighbours</h2>
<p>Monkeys move through a whole street, not a single house. If you protect only your roof, the troop will still pass next door and may find a way back. Housing societies and resident welfare associations get the best results by planning together: spiking shared walls, pruning trees on the same weekend and agreeing not to feed the animals.</p>
<h2>What to avoid</h2>
<p>Do not use firecrackers, airguns or poison. They are cruel, often illegal, and make monkeys more aggressive. Rubber snakes and recorded sounds stop working within days. Physical, humane barriers are what last.</p>
<p>Explore our range of <a href="/category/Monkey%20Spikes">monkey spikes</a>, including parapet strips, heavy-duty four-row spikes and pipe collars.</p>`;

const solarPanels = `<h1>Protecting Rooftop Solar Panels from Pigeons</h1>
<p><img src="/media/blogs/solar-panels-pigeons.webp" alt="A rooftop solar array with bird spikes on its top edge and mesh skirting underneath"></p>
<p>Rooftop solar has become common on Indian homes, schools and factories, and pigeons have noticed. The gap under a tilted panel array is warm, dry and sheltered from wind and predators: an ideal nesting spot. Within a few months a single pair can turn into a colony, and that costs you power, money and peace.</p>
<h2>Why pigeons under panels are a problem</h2>
<ul>
<li><strong>Lost output:</strong> droppings on the glass block sunlight. Even a few patches on one panel reduce the output of the whole string.</li>
<li><strong>Damage:</strong> nesting material traps moisture and heat, and birds peck at cable insulation.</li>
<li><strong>Hygiene:</strong> droppings collect on the roof and in the rainwater that flows into your tank.</li>
<li><strong>Noise:</strong> pigeons nesting under panels above a bedroom are impossible to ignore.</li>
</ul>
<h2>The two-part solution</h2>
<h3>1. Mesh skirting around the array</h3>
<p>The most important step is to close the gap between the lower edge of the panels and the roof. A strip of tough mesh, fixed to the panel frame with stainless steel clips or UV-resistant cable ties, blocks access to the space underneath while letting air circulate to keep panels cool. Run it along the front, the back and both sides of the array.</p>
<h3>2. Spikes on the top edge</h3>
<p>Pigeons also like to sit on the upper edge of a tilted panel, where the droppings run straight down the glass. A row of <strong>polycarbonate or stainless steel bird spikes</strong> along the top frame stops them landing there. Narrow strips fit the aluminium frame neatly and can be fixed with adhesive, so there is no need to drill the frame.</p>
<h2>Before you start</h2>
<ol>
<li>Ask your solar installer whether fixing anything to the frame affects the warranty. Clip-on and adhesive methods usually do not.</li>
<li>Clean the panels and the roof under the array thoroughly, and remove any nests once they are empty.</li>
<li>Switch off the system as the installer recommends before working near cables.</li>
<li>Work in the early morning; panels and roofs get dangerously hot by noon.</li>
</ol>
<h2>How much material do you need?</h2>
<p>Measure the perimeter of the array to get the length of mesh skirting, and the total length of the top edges to get the number of spike strips (one strip per 30 cm). A typical 3 kW home system needs about 12–15 m of skirting and 5–6 m of spikes.</p>
<blockquote>Closing the space under the panels matters more than anything else. Spikes alone leave a warm, sheltered gap that pigeons will keep trying to reach.</blockquote>
<h2>Choose materials that last on a roof</h2>
<p>Everything on a roof faces fierce sun, heat and monsoon winds. Use stainless steel clips and screws that will not rust onto the panel frame, UV-stabilised mesh and cable ties, and polycarbonate or stainless steel spikes rather than cheap plastic that turns brittle within a season.</p>
<h2>After installation</h2>
<p>Clean the panels once more after a week, once the birds have moved on. Check the skirting after the first heavy storm and at the start of each monsoon, and re-tie any loose sections. With these small checks a protected array keeps producing full power for years.</p>
<p>Our <a href="/category/Bird%20Spikes">bird spikes</a> and <a href="/products/uv-cable-ties-200mm-pack-200">UV-resistant cable ties</a> are well suited to solar installations. Contact us for advice on larger commercial arrays.</p>`;

export const demoBlogs: DemoBlog[] = [
  { slug: 'how-to-keep-pigeons-off-your-balcony-humanely', contentHtml: pigeonsOffBalcony, publishedAt: '2025-03-14' },
  { slug: 'bird-spikes-vs-bird-nets-which-one-do-you-need', contentHtml: spikesVsNets, publishedAt: '2025-06-02' },
  { slug: 'installing-stainless-steel-bird-spikes-step-by-step', contentHtml: installingSpikes, publishedAt: '2025-09-18' },
  { slug: 'keeping-monkeys-away-from-rooftops-and-water-tanks', contentHtml: monkeysRooftops, publishedAt: '2026-01-22' },
  { slug: 'protecting-rooftop-solar-panels-from-pigeons', contentHtml: solarPanels, publishedAt: '2026-05-07' },
];
