import type { DemoReview } from './types';

// Reviews on 19 products; the contractor packs, the knotted and warehouse nets, wire rope,
// screws and the 4-row monkey spikes have none, so the 'No reviews yet.' state shows too.
export const demoReviews: DemoReview[] = [
  // Stainless steel bird spikes, pack of 10
  { productSlug: 'ss-bird-spikes', userName: 'Rahul S.', rating: 5, daysAgo: 12, text: 'Put these on both bedroom window sills in our Andheri flat. The pigeons tried for two days and then gave up. No more cooing at 5 am.' },
  { productSlug: 'ss-bird-spikes', userName: 'Priya N.', rating: 5, daysAgo: 47, text: 'Fixed them with the BirdShield adhesive, no drilling needed, which mattered because we rent. Still firmly stuck after the monsoon.' },
  { productSlug: 'ss-bird-spikes', userName: 'Vikram R.', rating: 4, daysAgo: 90, text: 'Good quality steel, no rust so far. One strip had a couple of bent pins which I straightened by hand. Does the job.' },
  { productSlug: 'ss-bird-spikes', userName: 'Ananya G.', rating: 5, daysAgo: 160, text: 'Bought on a friend\'s advice for the AC ledge. The pigeon nest problem is finally over and the birds were not hurt at all.' },
  { productSlug: 'ss-bird-spikes', userName: 'Suresh K.', rating: 3, daysAgo: 221, text: 'Works on the sills, but my ledge is 18 cm deep and pigeons still sat on the outer edge. Should have bought the wide ones.' },
  // Stainless steel bird spikes, pack of 20
  { productSlug: 'ss-bird-spikes', userName: 'Meera J.', rating: 5, daysAgo: 8, text: 'Covered all five windows of our 2BHK in Thane with one pack and had two strips spare. Very neat, hardly visible from the road.' },
  { productSlug: 'ss-bird-spikes', userName: 'Imran Q.', rating: 4, daysAgo: 63, text: 'Delivered in four days to Lucknow. Strips are sturdy. Adhesive sold separately, I wish it was included in this pack.' },
  { productSlug: 'ss-bird-spikes', userName: 'Kavita D.', rating: 5, daysAgo: 134, text: 'Our terrace parapet used to be white with droppings. Two weeks after fitting, clean. Worth every rupee.' },
  // Bulk pack of 50
  { productSlug: 'ss-bird-spikes', userName: 'Joseph M.', rating: 5, daysAgo: 31, text: 'Ordered for our housing society in Kochi, 14 m of parapet. The secretary is very happy, and so are the residents on the top floor.' },
  { productSlug: 'ss-bird-spikes', userName: 'Harpreet K.', rating: 4, daysAgo: 118, text: 'Used on our shop signboard and the showroom ledge in Ludhiana. Good value in bulk. Packing could be sturdier, one carton was dented.' },
  { productSlug: 'ss-bird-spikes', userName: 'Deepa V.', rating: 5, daysAgo: 245, text: 'Our clinic\'s entrance canopy was a pigeon hangout. Not any more. Installer from our side finished in one morning.' },
  // Wide spikes
  { productSlug: 'ss-wide-bird-spikes-pack-10', userName: 'Nikhil B.', rating: 5, daysAgo: 19, text: 'Bought these after the regular ones left a gap on my deep ledge. The wide strips cover the full 20 cm. Problem solved.' },
  { productSlug: 'ss-wide-bird-spikes-pack-10', userName: 'Lakshmi P.', rating: 4, daysAgo: 77, text: 'Fixed along the compound wall of our house in Mysuru. Sturdy, but fixing them takes longer than the narrow ones.' },
  // Narrow spikes
  { productSlug: 'ss-narrow-bird-spikes-pack-10', userName: 'Karthik V.', rating: 5, daysAgo: 5, text: 'Perfect for the top of the split AC outdoor unit. Tied them with cable ties, no glue on the AC body. Pigeons gone from behind the unit.' },
  { productSlug: 'ss-narrow-bird-spikes-pack-10', userName: 'Pooja A.', rating: 4, daysAgo: 102, text: 'Wrapped them round the drain pipe on our balcony where pigeons used to sit. Works well. A little tricky to bend round tight corners.' },
  // Polycarbonate clear, pack of 10
  { productSlug: 'polycarbonate-bird-spikes', userName: 'Sanjay T.', rating: 5, daysAgo: 14, text: 'The clear polycarbonate spikes are almost invisible on our cream-coloured building. The society allowed them because they do not change the look.' },
  { productSlug: 'polycarbonate-bird-spikes', userName: 'Fatima Z.', rating: 5, daysAgo: 55, text: 'Good for the price. Pigeons stopped sitting on the kitchen window ledge within a week. Easy to fit with the screws.' },
  { productSlug: 'polycarbonate-bird-spikes', userName: 'Anil M.', rating: 2, daysAgo: 140, text: 'My fault partly: I glued them on a dusty ledge and two strips came off in heavy rain. Refitted after cleaning and they hold now.' },
  { productSlug: 'polycarbonate-bird-spikes', userName: 'Divya R.', rating: 4, daysAgo: 198, text: 'Light and easy to cut. Not as rigid as steel but for window sills it is enough. Pigeons have moved to the next building.' },
  { productSlug: 'polycarbonate-bird-spikes', userName: 'Rohan P.', rating: 5, daysAgo: 287, text: 'Used them on the ledge above our shop shutter in Pune. Clean shutter every morning now. Ordering more for the back side.' },
  // Polycarbonate clear, pack of 30
  { productSlug: 'polycarbonate-bird-spikes', userName: 'Bhavna S.', rating: 5, daysAgo: 26, text: 'Our bungalow parapet in Vadodara is about 8.5 m. One pack of 30 was just right. They look tidy and no rust to worry about.' },
  { productSlug: 'polycarbonate-bird-spikes', userName: 'Manoj K.', rating: 4, daysAgo: 171, text: 'Fitted on the temple trust office building. Trustees liked that they are transparent. Took two of us about three hours.' },
  // Polycarbonate grey
  { productSlug: 'polycarbonate-bird-spikes-grey-pack-10', userName: 'Gurpreet S.', rating: 5, daysAgo: 37, text: 'The grey colour matches our Kota stone sills nicely, you cannot see them from the street. Pigeons gone.' },
  { productSlug: 'polycarbonate-bird-spikes-grey-pack-10', userName: 'Asha N.', rating: 4, daysAgo: 209, text: 'Good product. I would like a 20-strip pack in grey too, had to order two of these.' },
  // Anti-bird net 10 x 10 ft
  { productSlug: 'anti-bird-net-nylon-25mm', userName: 'Neha C.', rating: 5, daysAgo: 3, text: 'Netted our balcony in Bandra with this and the fixing kit. Clothes dry without droppings now and the view is still clear.' },
  { productSlug: 'anti-bird-net-nylon-25mm', userName: 'Abdul H.', rating: 4, daysAgo: 68, text: 'Good strong net, black colour is hardly visible. Size was exactly 10 by 10. I cut a small piece off for the window and it did not fray.' },
  { productSlug: 'anti-bird-net-nylon-25mm', userName: 'Shalini G.', rating: 5, daysAgo: 129, text: 'Pigeons were nesting in the flower pots. Net went up on a Sunday and we have had no visitors since. Plants are thriving.' },
  { productSlug: 'anti-bird-net-nylon-25mm', userName: 'Prakash I.', rating: 3, daysAgo: 256, text: 'Net is fine, but I tied it directly to the grill and it sags. Should have used the wire rope kit. Buy the kit with it.' },
  // Anti-bird net 20 x 10 ft
  { productSlug: 'anti-bird-net-nylon-25mm', userName: 'Venkatesh R.', rating: 5, daysAgo: 44, text: 'Covered the entire utility area and duct opening in our Bengaluru apartment in one piece. Very happy with the quality.' },
  { productSlug: 'anti-bird-net-nylon-25mm', userName: 'Ritu A.', rating: 4, daysAgo: 188, text: 'Good net. Installation needed a carpenter for the hooks on the ceiling, but the result is clean.' },
  // Balcony net kit
  { productSlug: 'balcony-pigeon-net-kit-15x8-ft', userName: 'Aditi K.', rating: 5, daysAgo: 10, text: 'The kit had everything: hooks, plugs, wire, ties. My husband and I put it up in about three hours following the printed steps.' },
  { productSlug: 'balcony-pigeon-net-kit-15x8-ft', userName: 'Sameer D.', rating: 5, daysAgo: 58, text: 'Transparent net is genuinely hard to see against our white building. The society had no objection. Pigeon problem solved.' },
  { productSlug: 'balcony-pigeon-net-kit-15x8-ft', userName: 'Zoya F.', rating: 4, daysAgo: 112, text: 'Very good kit. The wire rope was a bit longer than we needed, which is better than short. Turnbuckle would have been nice.' },
  { productSlug: 'balcony-pigeon-net-kit-15x8-ft', userName: 'Mohan L.', rating: 5, daysAgo: 176, text: 'Second balcony done with this kit. Pigeons used to sit on our AC unit and railings. Now they do not even try.' },
  { productSlug: 'balcony-pigeon-net-kit-15x8-ft', userName: 'Rekha B.', rating: 2, daysAgo: 233, text: 'Net and hooks are good, but one packet of cable ties was missing. Customer care sent a new pack in four days, so sorted.' },
  // HDPE green 30 x 15 ft
  { productSlug: 'hdpe-bird-net-30x15-ft-green', userName: 'Tenzin D.', rating: 5, daysAgo: 22, text: 'Covered our kitchen garden in Dehradun. The birds used to eat every tomato. This season we had a full harvest.' },
  { productSlug: 'hdpe-bird-net-30x15-ft-green', userName: 'Ravi Y.', rating: 4, daysAgo: 150, text: 'Using it on the open sides of our poultry shed near Nashik. Strong in the sun. Green colour blends in well.' },
  // Adhesive
  { productSlug: 'bird-spike-adhesive-300ml', userName: 'Nandini S.', rating: 5, daysAgo: 6, text: 'One tube was enough for 18 strips. Strips are rock solid on the marble sill. No drilling in our rented flat.' },
  { productSlug: 'bird-spike-adhesive-300ml', userName: 'Cyril F.', rating: 4, daysAgo: 84, text: 'Good grip once cured. Takes a full day to set completely, so do not fix on a rainy day.' },
  { productSlug: 'bird-spike-adhesive-300ml', userName: 'Geeta M.', rating: 5, daysAgo: 145, text: 'Used it on the temple\'s stone ledges where drilling is not allowed. The spikes have held through a full monsoon.' },
  // Net hooks
  { productSlug: 'ss-net-fixing-hooks-pack-50', userName: 'Amit J.', rating: 5, daysAgo: 40, text: 'Proper stainless steel, no rust after a year near the sea in Goa. Used them for three balconies.' },
  { productSlug: 'ss-net-fixing-hooks-pack-50', userName: 'Sunita P.', rating: 4, daysAgo: 213, text: 'Good hooks. Plugs are not included in this pack, so buy them separately if you need them.' },
  // Cable ties
  { productSlug: 'uv-cable-ties-200mm-pack-200', userName: 'Varun T.', rating: 4, daysAgo: 15, text: 'Good ties, still holding after the summer. 200 mm is a handy length for lacing the net.' },
  // Net fixing kit
  { productSlug: 'net-fixing-kit-complete', userName: 'Kiran H.', rating: 5, daysAgo: 29, text: 'The turnbuckle makes all the difference. Our net is tight as a drum, no sagging like the old one.' },
  { productSlug: 'net-fixing-kit-complete', userName: 'Yusuf A.', rating: 4, daysAgo: 193, text: 'Solid kit. The instructions could have a few more pictures, but the diagram on the pack was enough.' },
  // Monkey spikes, pack of 5
  { productSlug: 'ss-monkey-spikes-150mm', userName: 'Arjun T.', rating: 5, daysAgo: 9, text: 'Monkeys used to jump from the neighbour\'s tree onto our parapet in Shimla every morning. Since we fitted these they sit on the tree and stare.' },
  { productSlug: 'ss-monkey-spikes-150mm', userName: 'Sneha W.', rating: 5, daysAgo: 73, text: 'Very heavy, proper steel. Fixed with screws on the chajja over the kitchen window. No more monkeys stealing from the kitchen.' },
  { productSlug: 'ss-monkey-spikes-150mm', userName: 'Rahul B.', rating: 4, daysAgo: 167, text: 'Works well in Mathura where monkeys are everywhere. Heavy, so use screws, not just glue.' },
  { productSlug: 'ss-monkey-spikes-150mm', userName: 'Pooja S.', rating: 3, daysAgo: 279, text: 'Spikes are good, but the monkeys now use the other end of the terrace. Needed another pack to cover everything.' },
  // Monkey spikes, pack of 20
  { productSlug: 'ss-monkey-spikes-150mm', userName: 'Vikram N.', rating: 5, daysAgo: 51, text: 'Covered the platform around our two water tanks and the parapet. The monkeys have stopped lifting the tank lids. Water is clean again.' },
  { productSlug: 'ss-monkey-spikes-150mm', userName: 'Meera I.', rating: 4, daysAgo: 238, text: 'Bought for our school in Vrindavan. Good quality, sharp-looking but safe. Delivery took a week.' },
  // Monkey spike collar
  { productSlug: 'ss-monkey-spike-collar-pipe', userName: 'Imran S.', rating: 5, daysAgo: 35, text: 'The drain pipe was the monkeys\' ladder to our terrace. Fitted this collar in ten minutes and they cannot get past it.' },
  { productSlug: 'ss-monkey-spike-collar-pipe', userName: 'Divya K.', rating: 4, daysAgo: 124, text: 'Fits our 100 mm pipe well. Would be good to have a bigger size for the 160 mm pipe too.' },
];
