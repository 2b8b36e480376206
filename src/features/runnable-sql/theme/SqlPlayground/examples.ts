/**
 * The playground's example questions on the sample knowledge graph, from a
 * simple read to paths and measures. tests/unit/runnable-sql/playground-examples.spec.ts
 * runs each one with the engine.
 */
export interface Example {
  question: string;
  query: string;
}

export const EXAMPLES: Example[] = [
  {
    question: 'Which corporate customers are there, and where are they?',
    query:
      "SELECT `customer_name`, `customer_city`, `customer_country`\nFROM `timbr`.`customer`\nWHERE `customer_segment` = 'Corporate'\nORDER BY `customer_name`, `customer_id`;",
  },
  {
    question: 'In which plants are the soccer products of the Fitness department made?',
    query:
      "SELECT DISTINCT `product_name`, `produced_in[plant].plant_name`\nFROM `dtimbr`.`product`\nWHERE `department` = 'Fitness' AND `category` = 'Soccer'\nORDER BY `product_name`;",
  },
  {
    question: 'How many customers ordered each kind of cleats?',
    query:
      "SELECT `product_name`, COUNT(DISTINCT `in_order[order].ordered_by[customer].customer_id`) AS `customers`\nFROM `dtimbr`.`product`\nWHERE `category` = 'Cleats'\nGROUP BY `product_name`\nORDER BY `customers` DESC;",
  },
  {
    question: 'What are the sales and the revenue of each market?',
    query:
      'SELECT `market`, `measure.total_sales`, `measure.total_revenue`\nFROM `dtimbr`.`order`\nGROUP BY `market`\nORDER BY `market`;',
  },
  {
    question: 'How much did each customer segment buy?',
    query:
      'SELECT `customer_segment`, `measure.has_ordered[order].total_sales` AS `total_sales`\nFROM `dtimbr`.`customer`\nGROUP BY `customer_segment`\nORDER BY `customer_segment`;',
  },
  {
    question: 'How many orders went by each shipping mode (a saved view)?',
    query: 'SELECT * FROM `vtimbr`.`orders_per_shipping_mode` ORDER BY `shipping_mode`;',
  },
];
